/**
 * Party mode's invitation: the seats' keys and cookie names, the addresses a listener may use, and the
 * invitation kept on disk so a restarted host resumes it with the same codes.
 */
import { randomInt } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import { z } from 'zod';
import type { PartyAddress } from '../../common/contract';
import { RELAY_ROOM_ID_PATTERN } from '../../common/relay-protocol';
import { writeFileAtomic } from '../saves/atomic';
import { readRegularFile } from '../saves/safe-read';

/** Keys: 12 letters and digits without look-alikes (about 59 bits), short enough to type from the screen. */
const KEY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const KEY_LENGTH = 12;
export const PARTY_KEY_PATTERN = /^[a-z2-9]{12}$/;
/** The device id in a phone's cookie (random, made when it joins). */
export const DEVICE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function newSeatKey(): string {
  let key = '';
  for (let i = 0; i < KEY_LENGTH; i++) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}

/** The phone's cookie: per listener port (browsers share cookies between the ports of one host). */
export function seatCookieName(port: number): string {
  return `card-table-seat-${port}`;
}

/** The addresses this computer could listen on: private IPv4 ones first (the likely home network), loopback last. */
export function lanAddresses(list = networkInterfaces()): PartyAddress[] {
  const out: PartyAddress[] = [];
  for (const [name, infos] of Object.entries(list)) {
    for (const info of infos ?? []) {
      if (info.family !== 'IPv4') continue;
      out.push({ address: info.address, name, likely: false });
    }
  }
  const rank = (a: PartyAddress): number => {
    if (a.address.startsWith('127.')) return 3;
    if (/^(192\.168\.|10\.|172\.(1[6-9]|2\d|3[01])\.)/.test(a.address)) return /^(wl|en|eth|wi)/i.test(a.name) ? 0 : 1;
    return 2;
  };
  out.sort((a, b) => rank(a) - rank(b));
  if (out.length > 0) out[0].likely = true;
  return out;
}

const seatNumber = z.number().int().min(0).max(7);
const base64Url = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
/** A room on a relay (party-relay.ts): its address, id, the host's key and the seats' keys (32 bytes, base64url). */
const keptRelaySchema = z.strictObject({
  url: z.string().min(1).max(2048),
  roomId: z.string().regex(RELAY_ROOM_ID_PATTERN),
  hostKey: base64Url,
  seats: z.array(z.strictObject({ seat: seatNumber, key: base64Url })).max(8),
});
export type KeptRelay = z.infer<typeof keptRelaySchema>;

/** The kept invitation (see PartyOptions.stateFile). */
const keptSchema = z.strictObject({
  matchId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  /** The LAN listener's address and port (absent when the seats join through a relay). */
  address: z.string().min(1).max(64).optional(),
  port: z.number().int().min(1).max(65535).optional(),
  seats: z.array(z.strictObject({ seat: seatNumber, key: z.string().regex(PARTY_KEY_PATTERN), device: z.string().regex(DEVICE_PATTERN).nullable() })).max(8),
  relay: keptRelaySchema.optional(),
  /** The host allowed hints on the remote seats. */
  hints: z.boolean().optional(),
});
export type KeptInvitation = z.infer<typeof keptSchema>;

/** Writes the running invitation (mode 0600 by writeFileAtomic). */
export function writeKept(file: string, kept: KeptInvitation): void {
  try {
    writeFileAtomic(file, JSON.stringify(kept));
  } catch {
    /* the phones then need new codes after a restart; the game is saved as always */
  }
}

/** The kept invitation of `matchId`, when one was left by an earlier run (a damaged or foreign file is ignored). */
export function readKept(file: string, matchId: string): KeptInvitation | null {
  try {
    const read = readRegularFile(file, 16 * 1024);
    if (!read) return null;
    const parsed = keptSchema.safeParse(JSON.parse(read.bytes.toString('utf8')));
    return parsed.success && parsed.data.matchId === matchId ? parsed.data : null;
  } catch {
    return null;
  }
}
