/**
 * The dictionary's cache is verified before anything is judged by it: its bytes are kept with their
 * SHA-256, and a cache whose bytes were zeroed, randomised, cut or whose checksum was edited is built
 * anew from the dictionary file (and written again). A valid Klepka Words save is never set aside
 * because of a damaged cache. Loads the real dictionary several times: slow.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDictionaryMemory, DictionaryClient, dictionaryCacheName, locateDictionary } from '../../src/main/dictionary';
import type { DictionaryMemory } from '../../src/main/dictionary';
import { createWordsGame } from '../../src/main/engine/games/words';
import { GAMES } from '../../src/main/games';
import { verifySaveText } from '../../src/main/saves/format';
import type { GameRegistry } from '../../src/main/session/registry';
import { makeHarness, playWordsBotGame } from '../fixtures/service';

const dir = mkdtempSync(join(tmpdir(), 'card-table-dictionary-cache-'));
const cacheFile = join(dir, dictionaryCacheName(locateDictionary().version));
const clients: DictionaryClient[] = [];
afterAll(() => {
  for (const c of clients) c.close();
  rmSync(dir, { recursive: true, force: true });
});

function client(): { dict: DictionaryClient; memory: DictionaryMemory } {
  const memory = createDictionaryMemory();
  const dict = new DictionaryClient(undefined, () => memory, () => dir);
  clients.push(dict);
  return { dict, memory };
}

/** The compact bytes a client holds. */
const bytesOf = (m: DictionaryMemory, dict: DictionaryClient) => Buffer.from(new Uint8Array(m.data, 0, dict.byteLength));

/** A deterministic stream of bytes (xorshift). */
function noise(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

describe('the dictionary cache', { timeout: 240_000 }, () => {
  let reference: Buffer;
  let goodFile: Buffer;

  it('is written with the checksum of its bytes on the first build', () => {
    const { dict, memory } = client();
    expect(dict.spell('мясо', false)).toEqual({ form: "м'ясо", proper: false });
    reference = bytesOf(memory, dict);
    goodFile = readFileSync(cacheFile);
    expect(goodFile.length).toBe(reference.length + 32);
    expect(goodFile.subarray(0, reference.length).equals(reference)).toBe(true);
  });

  const damages: [string, (file: Buffer) => Buffer][] = [
    ['256 KB zeroed in its middle', (f) => {
      const d = Buffer.from(f);
      d.fill(0, 1 << 20, (1 << 20) + (1 << 18));
      return d;
    }],
    ['its body randomised (header kept)', (f) => Buffer.concat([f.subarray(0, 16), Buffer.from(noise(f.length - 16, 7))])],
    ['one byte of a word changed', (f) => {
      const d = Buffer.from(f);
      d[d.length - 1000] ^= 1;
      return d;
    }],
    ['its checksum edited', (f) => {
      const d = Buffer.from(f);
      d[d.length - 1] ^= 0xff;
      return d;
    }],
    ['4 KB cut from its end', (f) => f.subarray(0, f.length - 4096)],
  ];
  for (const [what, damage] of damages) {
    it(`with ${what}: built anew, the same bytes, and written again`, () => {
      writeFileSync(cacheFile, damage(goodFile));
      const { dict, memory } = client();
      expect(dict.spell('мясо', false)).toEqual({ form: "м'ясо", proper: false });
      expect(bytesOf(memory, dict).equals(reference)).toBe(true);
      expect(readFileSync(cacheFile).equals(goodFile)).toBe(true);
    });
  }

  it('a valid Klepka Words save verifies while the cache is damaged (the dictionary is rebuilt, never trusted unverified)', async () => {
    const h = makeHarness(GAMES);
    let text: string;
    try {
      const start = await playWordsBotGame(h);
      expect(h.service.current!.logCopy().filter((e) => e.action.type === 'compose').length).toBeGreaterThan(3);
      text = readFileSync(join(h.dir, `${start.matchId}.save.json`), 'utf8');
    } finally {
      h.cleanup();
    }
    writeFileSync(cacheFile, Buffer.concat([goodFile.subarray(0, 16), Buffer.from(noise(goodFile.length - 16, 11))]));
    const { dict } = client();
    const judged: GameRegistry = { words: { ...GAMES.words!, game: createWordsGame(dict) } };
    expect(verifySaveText(text, judged).save.finished).toBe(true);
    expect(statSync(cacheFile).size).toBe(goodFile.length);
  });
});
