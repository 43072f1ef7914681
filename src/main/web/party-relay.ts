/**
 * Party mode over the internet: a room on a relay (src/relay) for the open match's human seats, each with
 * its own 32-byte key and link. Each seat that joins is handed to Party as a connection exactly like a
 * phone's WebSocket (seat-connection.ts); the relay only forwards sealed frames. The room id, the host's
 * key and the seats' keys are kept with the invitation (party-invite.ts), so a restarted host reopens the
 * same room and the links it gave stay good.
 */
import { HostRelay } from '../../common/relay-channel';
import { RELAY_BUSY_STATUS } from '../../common/relay-protocol';
import { fromBase64Url, KEY_BYTES, newRelayKey, toBase64Url } from '../../common/relay-seal';
import type { KeptRelay } from './party-invite';
import { relaySeatConnection, type SeatConnection } from './seat-connection';

/**
 * Whether the relay turned this address away (too many rooms opened lately, or too many connections):
 * it answers 429 with the reason, which the SDK's create or join rejects with.
 */
export function refusedByRelay(e: unknown): e is Error & { code: number } {
  return e instanceof Error && (e as { code?: unknown }).code === RELAY_BUSY_STATUS;
}

/** How long opening a room may take before the relay counts as unreachable. */
export const RELAY_OPEN_MS = 10_000;

/** `opening` within `ms`, or an error that says so (`discard` lets go of what opened too late). */
export function openWithin<T>(opening: Promise<T>, ms: number, discard: (late: T) => void): Promise<T> {
  return new Promise((ok, failed) => {
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      failed(new Error(`no answer within ${Math.round(ms / 1000)} s`));
    }, ms);
    opening.then(
      (opened) => {
        clearTimeout(timer);
        if (late) discard(opened);
        else ok(opened);
      },
      (e: unknown) => {
        clearTimeout(timer);
        failed(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

export class PartyRelay {
  private constructor(
    private readonly host: HostRelay,
    readonly relay: string,
    private readonly keys: Map<number, Uint8Array<ArrayBuffer>>,
  ) {}

  /**
   * Opens a room on `relay` for `seats` and hands each seat's connection to `joined` (`kept`: the room of a
   * kept invitation, taken back with the same keys). Rejects when the relay cannot be reached or refuses.
   */
  static async open(relay: string, seats: readonly number[], joined: (seat: number, conn: SeatConnection) => void, kept?: KeptRelay): Promise<PartyRelay> {
    const keys = new Map<number, Uint8Array<ArrayBuffer>>();
    for (const k of kept?.seats ?? []) {
      const key = fromBase64Url(k.key);
      if (key && key.length === KEY_BYTES && seats.includes(k.seat)) keys.set(k.seat, key);
    }
    for (const seat of seats) if (!keys.has(seat)) keys.set(seat, newRelayKey());
    const hostKey = kept ? fromBase64Url(kept.hostKey) : null;
    const host = await HostRelay.open(relay, kept && hostKey ? { roomId: kept.roomId, hostKey, seats: keys } : undefined);
    host.onSocket = (socket) => joined(socket.seat, relaySeatConnection(socket));
    const party = new PartyRelay(host, relay, keys);
    try {
      for (const [seat, key] of keys) await host.addSeat(seat, key);
    } catch (e) {
      await host.close();
      throw e;
    }
    return party;
  }

  /** A seat's link (its key in the fragment, which no server sees); null for a seat not in the room. */
  link(seat: number): string | null {
    return this.host.link(seat);
  }

  /** A new key for the seat: its connection is dropped and its old link refused by the relay. */
  async revoke(seat: number): Promise<void> {
    if (!this.keys.has(seat)) return;
    const key = newRelayKey();
    this.keys.set(seat, key);
    await this.host.addSeat(seat, key);
  }

  /** What a restarted host needs to take the room back (kept with the invitation, mode 0600). */
  kept(): KeptRelay {
    return {
      url: this.relay,
      roomId: this.host.roomId,
      hostKey: toBase64Url(this.host.hostKey),
      seats: [...this.keys].map(([seat, key]) => ({ seat, key: toBase64Url(key) })),
    };
  }

  /** Closes the room for every seat (`keepRoom`: only lets go of it, for a restart to take it back). */
  async end(keepRoom: boolean): Promise<void> {
    if (keepRoom) await this.host.drop();
    else await this.host.close();
  }
}
