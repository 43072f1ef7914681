import { describe, expect, it } from 'vitest';
import { buildRelayLink, parseRelayLink, relayEndpoint } from '../../src/common/relay-link';
import { FrameOpener, FrameSealer, HEADER_BYTES, MIN_FRAME_BYTES, newRelayKey, proofVerifier, relayProof, SealError, TO_HOST, TO_SEAT, type SealRefusal } from '../../src/common/relay-seal';

const scope = { roomId: 'AAAAAAAAAAAAAAAAAAAAAA', seat: 1 };
const TEXT = '{"push":{"kind":"update","hand":["7♠","Q♥"]}}';

async function refused(opener: FrameOpener, frame: Uint8Array): Promise<SealRefusal> {
  try {
    await opener.open(frame);
  } catch (e) {
    if (e instanceof SealError) return e.reason;
    throw e;
  }
  throw new Error('the frame was opened');
}

function pair() {
  const key = newRelayKey();
  return { key, sealer: new FrameSealer(key, scope, TO_HOST), opener: new FrameOpener(key, scope, TO_HOST) };
}

describe('sealed relay frames', () => {
  it('round-trip, and the frame holds no plaintext', async () => {
    const { sealer, opener } = pair();
    const frame = await sealer.seal(TEXT);
    expect(Buffer.from(frame).includes(Buffer.from('7♠'))).toBe(false);
    expect(Buffer.from(frame).includes(Buffer.from('hand'))).toBe(false);
    expect(await opener.open(frame)).toBe(TEXT);
    expect(await opener.open(await sealer.seal(''))).toBe('');
  });

  it('a fresh nonce per frame: the same text seals differently', async () => {
    const { sealer } = pair();
    const a = await sealer.seal(TEXT);
    const b = await sealer.seal(TEXT);
    expect(Buffer.from(a.subarray(HEADER_BYTES)).equals(Buffer.from(b.subarray(HEADER_BYTES)))).toBe(false);
  });

  it('refuses a wrong key, and the right frame still opens after', async () => {
    const { sealer, opener } = pair();
    const stranger = new FrameSealer(newRelayKey(), scope, TO_HOST);
    expect(await refused(opener, await stranger.seal(TEXT))).toBe('unauthentic');
    expect(await opener.open(await sealer.seal(TEXT))).toBe(TEXT);
  });

  it('refuses a replayed frame and a reordered one, changing nothing', async () => {
    const { sealer, opener } = pair();
    const first = await sealer.seal('one');
    const second = await sealer.seal('two');
    const third = await sealer.seal('three');
    expect(await opener.open(first)).toBe('one');
    expect(await refused(opener, first)).toBe('replayed');
    expect(await opener.open(third)).toBe('three');
    expect(await refused(opener, second)).toBe('replayed');
    expect(await opener.open(await sealer.seal('four'))).toBe('four');
  });

  it('refuses truncated and altered frames, and any changed header byte', async () => {
    const { sealer, opener } = pair();
    const frame = await sealer.seal(TEXT);
    expect(await refused(opener, frame.slice(0, frame.length - 1))).toBe('unauthentic');
    expect(await refused(opener, frame.slice(0, MIN_FRAME_BYTES - 1))).toBe('short');
    for (const at of [HEADER_BYTES + 3, frame.length - 1, 2, 2 + 16 + 7]) {
      const altered = frame.slice();
      altered[at]! ^= 0x01;
      expect(await refused(opener, altered)).toBe('unauthentic');
    }
    const version = frame.slice();
    version[0] = 9;
    expect(await refused(opener, version)).toBe('version');
    // nothing was spoiled by the refusals
    expect(await opener.open(frame)).toBe(TEXT);
  });

  it('refuses an authentic frame that holds no text, changing nothing', async () => {
    const key = newRelayKey();
    const opener = new FrameOpener(key, scope, TO_HOST);
    // Sealed by hand the way FrameSealer does, around bytes that are not UTF-8.
    const sealer = new FrameSealer(key, scope, TO_HOST);
    const good = await sealer.seal('ok');
    const salt = good.slice(2, 18);
    const base = await crypto.subtle.importKey('raw', key, 'HKDF', false, ['deriveKey']);
    const aes = await crypto.subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt, info: new TextEncoder().encode(`card-table relay frame ${TO_HOST}`) }, base, { name: 'AES-GCM', length: 256 }, false, ['encrypt']);
    const header = good.slice(0, HEADER_BYTES);
    new DataView(header.buffer).setBigUint64(18, 5n);
    const nonce = new Uint8Array(12);
    nonce[0] = TO_HOST;
    new DataView(nonce.buffer).setBigUint64(4, 5n);
    const tail = new TextEncoder().encode(`|${scope.roomId}|${scope.seat}`);
    const aad = new Uint8Array([...header, ...tail]);
    const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce, additionalData: aad }, aes, new Uint8Array([0xff, 0xfe])));
    expect(await refused(opener, new Uint8Array([...header, ...sealed]))).toBe('malformed');
    // the refusal did not move the counter past the good frame (counter 0)
    expect(await opener.open(good)).toBe('ok');
  });

  it('a frame of another room, seat or direction does not open', async () => {
    const key = newRelayKey();
    const frame = await new FrameSealer(key, scope, TO_HOST).seal(TEXT);
    expect(await refused(new FrameOpener(key, { ...scope, seat: 2 }, TO_HOST), frame)).toBe('unauthentic');
    expect(await refused(new FrameOpener(key, { ...scope, roomId: 'BAAAAAAAAAAAAAAAAAAAAA' }, TO_HOST), frame)).toBe('unauthentic');
    expect(await refused(new FrameOpener(key, scope, TO_SEAT), frame)).toBe('direction');
  });

  it('a new session replaces the old for good: the old one is refused from then on', async () => {
    const key = newRelayKey();
    const opener = new FrameOpener(key, scope, TO_HOST);
    const before = new FrameSealer(key, scope, TO_HOST);
    const old1 = await before.seal('a');
    const old2 = await before.seal('b');
    expect(await opener.open(old1)).toBe('a');
    const after = new FrameSealer(key, scope, TO_HOST);
    expect(await opener.open(await after.seal('c'))).toBe('c');
    expect(await refused(opener, old2)).toBe('stale-session');
  });

  it('a seat refuses host frames bound to another session of its own', async () => {
    const key = newRelayKey();
    const hostSide = new FrameSealer(key, scope, TO_SEAT);
    const seatNow = new FrameSealer(key, scope, TO_HOST);
    const seatBefore = new FrameSealer(key, scope, TO_HOST);
    const opener = new FrameOpener(key, scope, TO_SEAT, seatNow.salt);
    expect(await refused(opener, await hostSide.seal(TEXT, seatBefore.salt))).toBe('unbound');
    expect(await opener.open(await hostSide.seal(TEXT, seatNow.salt))).toBe(TEXT);
  });

  it('frames opened together come out in order', async () => {
    const { sealer, opener } = pair();
    const frames = [];
    for (let i = 0; i < 20; i++) frames.push(await sealer.seal(String(i)));
    expect(await Promise.all(frames.map((f) => opener.open(f)))).toEqual(frames.map((_, i) => String(i)));
  });

  it('the proof says nothing of the key, and the verifier is its SHA-256', async () => {
    const key = newRelayKey();
    const proof = await relayProof(key, 'seat');
    expect(proof).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(proof).not.toBe(await relayProof(key, 'host'));
    expect(proof).not.toBe(await relayProof(newRelayKey(), 'seat'));
    const { createHash } = await import('node:crypto');
    expect(await proofVerifier(proof)).toBe(createHash('sha256').update(Buffer.from(proof, 'base64url')).digest('hex'));
  });
});

describe('seat links', () => {
  const key = newRelayKey();
  const roomId = 'Abc_def-0123456789ABCD';

  it('build and parse back; the key stays in the fragment', () => {
    const link = buildRelayLink({ relay: 'https://relay.example/play?x=1#old', roomId, seat: 3, key });
    expect(link.startsWith('https://relay.example/play#k=')).toBe(true);
    const url = new URL(link);
    expect(url.search).toBe('');
    const back = parseRelayLink(link);
    expect(back).toEqual({ relay: 'https://relay.example/play', roomId, seat: 3, key });
    expect(relayEndpoint(back.relay)).toBe('https://relay.example/play');
    expect(relayEndpoint('http://127.0.0.1:2567/')).toBe('http://127.0.0.1:2567');
  });

  it('bad links are refused with what is wrong', () => {
    const good = buildRelayLink({ relay: 'https://relay.example/', roomId, seat: 0, key });
    expect(() => parseRelayLink('not a link')).toThrow(/not an address/);
    expect(() => parseRelayLink('ftp://relay.example/#k=a&r=b&s=0')).toThrow(/http or https/);
    expect(() => parseRelayLink('https://relay.example/')).toThrow(/nothing after #/);
    expect(() => parseRelayLink(good.replace(/&s=0/, ''))).toThrow(/k \(key\), r \(room\) and s \(seat\)/);
    expect(() => parseRelayLink(good.replace(/k=[^&]+/, 'k=short'))).toThrow(/not 32 bytes/);
    expect(() => parseRelayLink(good.replace(/r=[^&]+/, 'r=guess'))).toThrow(/not a relay room id/);
    expect(() => parseRelayLink(good.replace(/s=0/, 's=9'))).toThrow(/seat in this link/);
    expect(() => parseRelayLink(good.replace(/s=0/, 's=-1'))).toThrow(/seat in this link/);
    expect(() => buildRelayLink({ relay: 'https://r/', roomId: 'x', seat: 0, key })).toThrow(/room id/);
    expect(() => buildRelayLink({ relay: 'https://r/', roomId, seat: 8, key })).toThrow(/seat/);
    expect(() => buildRelayLink({ relay: 'https://r/', roomId, seat: 0, key: key.slice(1) })).toThrow(/32 bytes/);
  });
});
