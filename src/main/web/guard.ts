/**
 * The party listener's defences against a device on the same network: a guesser of seat codes is slowed
 * per client address (never everyone), and a joined phone may send only a few frames a second.
 *
 * Wrong codes: the first few per address are free (a mistyped code); after that every request from that
 * address that carries a code or a seat cookie waits before it is even looked at, twice as long after each
 * further wrong one (up to a cap), and only one such request per address waits at a time (others are
 * refused at once, unread). A right code is never refused for anyone else's guessing, and it clears its
 * own address (codes are unguessable, so whoever holds one is a player).
 */

/** Wrong codes or cookies an address may try before it is slowed. */
export const GUESS_FREE = 10;
/** The first wait once an address is slowed; it doubles with each further wrong code. */
export const GUESS_FIRST_DELAY_MS = 250;
/** The longest wait (so at most about two guesses a minute per address from then on). */
export const GUESS_MAX_DELAY_MS = 30_000;
/** An address with no wrong code for this long starts afresh. */
export const GUESS_FORGET_MS = 10 * 60_000;
/** A flood weighs as much as this many wrong codes: a phone that floods twice is slowed. */
const FLOOD_STRIKES = 5;
/** Addresses remembered at once (the oldest is forgotten first). */
const GUESS_MAX_ADDRESSES = 4096;

interface Guesser {
  wrong: number;
  /** Connections of this address closed for flooding: a right code does not clear these. */
  floods: number;
  last: number;
  /** A request of this address is waiting its turn. */
  waiting: boolean;
}

export interface GuessGuardOptions {
  free?: number;
  firstDelayMs?: number;
  maxDelayMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export class GuessGuard {
  private readonly byAddress = new Map<string, Guesser>();
  private readonly free: number;
  private readonly firstDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(options: GuessGuardOptions = {}) {
    this.free = options.free ?? GUESS_FREE;
    this.firstDelayMs = options.firstDelayMs ?? GUESS_FIRST_DELAY_MS;
    this.maxDelayMs = options.maxDelayMs ?? GUESS_MAX_DELAY_MS;
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => new Promise((ok) => setTimeout(ok, ms).unref?.()));
  }

  /** How long a request of `address` waits before its code is looked at now (0: at once). */
  delayFor(address: string): number {
    const g = this.current(address);
    const strikes = g ? g.wrong + g.floods * FLOOD_STRIKES : 0;
    if (strikes < this.free) return 0;
    return Math.min(this.maxDelayMs, this.firstDelayMs * 2 ** Math.min(30, strikes - this.free));
  }

  /**
   * Waits the address's turn: true when its code may be looked at now, false when another request of the
   * same address already waits (this one is refused unread).
   */
  async admit(address: string): Promise<boolean> {
    const wait = this.delayFor(address);
    if (wait === 0) return true;
    const g = this.current(address)!;
    if (g.waiting) return false;
    g.waiting = true;
    try {
      await this.sleep(wait);
    } finally {
      g.waiting = false;
    }
    return true;
  }

  /** A wrong code or cookie from `address`. */
  wrong(address: string): void {
    this.strike(address).wrong++;
  }

  /** A connection of `address` closed for flooding: it rejoins only after a wait that grows each time. */
  flooded(address: string): void {
    this.strike(address).floods++;
  }

  private strike(address: string): Guesser {
    const g = this.current(address) ?? { wrong: 0, floods: 0, last: 0, waiting: false };
    g.last = this.now();
    this.byAddress.delete(address);
    this.byAddress.set(address, g);
    if (this.byAddress.size > GUESS_MAX_ADDRESSES) this.byAddress.delete(this.byAddress.keys().next().value!);
    return g;
  }

  /** A right code from `address`: it is a player's, so its guesses are forgiven (not its floods). */
  right(address: string): void {
    const g = this.byAddress.get(address);
    if (!g) return;
    if (g.floods === 0) this.byAddress.delete(address);
    else g.wrong = 0;
  }

  private current(address: string): Guesser | null {
    const g = this.byAddress.get(address);
    if (!g) return null;
    if (this.now() - g.last > GUESS_FORGET_MS && !g.waiting) {
      this.byAddress.delete(address);
      return null;
    }
    return g;
  }
}

/** Frames a phone may send in a burst, and per second after it (a phone sends a move or two a second). */
export const PHONE_FRAME_BURST = 20;
export const PHONE_FRAMES_PER_SECOND = 8;
/** Frames over the limit a connection may send before it is closed (unread frames still cost the host). */
export const PHONE_FLOOD_DROPS = 40;

/** A token bucket per connection: `take()` says whether a frame may be answered, or the connection should close. */
export class FrameLimit {
  private tokens: number;
  private last: number;
  private dropped = 0;

  constructor(
    private readonly burst = PHONE_FRAME_BURST,
    private readonly perSecond = PHONE_FRAMES_PER_SECOND,
    private readonly floodDrops = PHONE_FLOOD_DROPS,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = this.now();
  }

  /** 'ok': answer it; 'drop': ignore it (the phone is told once); 'close': the connection floods. */
  take(): 'ok' | 'drop' | 'close' {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.dropped = 0;
      return 'ok';
    }
    this.dropped++;
    return this.dropped > this.floodDrops ? 'close' : 'drop';
  }

  /** The first frame dropped since the last one answered (the one the phone is told about). */
  get firstDrop(): boolean {
    return this.dropped === 1;
  }
}
