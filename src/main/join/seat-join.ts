/**
 * Join a game: this app takes a seat at another desktop's table through a relay, with the app's own code
 * (no page the relay serves runs). The seat's end of the sealed channel (SeatRelay) lives here in the main
 * process, so the renderer keeps its strict content policy and connects to no relay itself: it hears the
 * host's texts (the phone protocol's frames, src/common/party.ts) as `joinFrame` pushes and sends its
 * requests with `joinSend`. One seat at a time: joining another leaves the first.
 */
import type { JoinedSeat, PushMessage, Reply } from '../../common/contract';
import { SeatRelay } from '../../common/relay-channel';
import { parseRelayLink } from '../../common/relay-link';
import { RELAY_REFUSE } from '../../common/relay-protocol';
import { fail } from '../session/shared';
import { openWithin, refusedByRelay, RELAY_OPEN_MS } from '../web/party-relay';

/** Colyseus' matchmaker: no room with that id (closed, or never opened on this relay). */
const NO_SUCH_ROOM = 522;

/** Why the relay would not seat this link, as a person reads it. */
function refusal(e: unknown): string {
  const code = (e as { code?: unknown } | null)?.code;
  if (code === RELAY_REFUSE.badProof) return 'This link no longer opens a seat: the host may have made a new one. Ask for the new link.';
  if (code === RELAY_REFUSE.seatTaken) return 'This seat is already being played on another device.';
  if (code === NO_SUCH_ROOM) return 'This table is closed, or the link is from an older invitation.';
  if (refusedByRelay(e)) return 'The relay refuses new connections from this address for a while; try again in a minute.';
  return `The relay cannot be reached: ${e instanceof Error ? e.message : String(e)}`;
}

export class SeatJoin {
  private seat: SeatRelay | null = null;
  /** The seat the relay or the host closed last (its frames still on their way are delivered). */
  private lastClosed: SeatRelay | null = null;
  /** Counts joins: a join overtaken by a newer one (or by leaving) lets its seat go. */
  private attempt = 0;

  constructor(
    private readonly push: (message: PushMessage) => void,
    private readonly join: (link: string) => Promise<SeatRelay> = (link) => SeatRelay.join(link),
    private readonly openMs = RELAY_OPEN_MS,
  ) {}

  /** Takes the seat a link opens; a bad link or a refusal changes nothing (a seat already taken stays). */
  open = async (link: string): Promise<Reply<JoinedSeat>> => {
    let seatNumber: number;
    let relay: string;
    try {
      ({ seat: seatNumber, relay } = parseRelayLink(link));
    } catch (e) {
      return fail('joinLink', e instanceof Error ? e.message : String(e));
    }
    const attempt = ++this.attempt;
    let seat: SeatRelay;
    try {
      seat = await openWithin(this.join(link), this.openMs, (late) => void late.leave().catch(() => undefined));
    } catch (e) {
      const code = (e as { code?: unknown } | null)?.code;
      return fail('joinRefused', refusal(e), typeof code === 'number' ? { relay, code } : { relay });
    }
    if (attempt !== this.attempt) {
      void seat.leave().catch(() => undefined);
      return fail('joinOvertaken', 'Another link was opened meanwhile.');
    }
    await this.leave();
    this.seat = seat;
    // a seat this app let go says nothing more; one the host closed still delivers its last words
    const heard = (): boolean => this.seat === seat || (this.seat === null && this.lastClosed === seat);
    seat.onText = (text) => heard() && this.push({ kind: 'joinFrame', text });
    seat.onConnection = (connected) => heard() && this.push({ kind: 'joinState', state: connected ? 'back' : 'away' });
    seat.onHost = (connected) => heard() && this.push({ kind: 'joinState', state: connected ? 'hostBack' : 'hostAway' });
    seat.onClosed = (code) => {
      if (this.seat !== seat) return;
      this.seat = null;
      this.lastClosed = seat;
      this.push({ kind: 'joinState', state: 'closed', code });
    };
    return { ok: true, value: { relay: relay.replace(/\/$/, ''), seat: seatNumber } };
  };

  /** Sends one of the phone protocol's requests to the host. */
  send = async (text: string): Promise<Reply<null>> => {
    const seat = this.seat;
    if (!seat) return fail('joinNone', 'You are not seated at a table through a link.');
    try {
      await seat.send(text);
    } catch (e) {
      return fail('joinSend', `The move could not be sent: ${e instanceof Error ? e.message : String(e)}`);
    }
    return { ok: true, value: null };
  };

  /** Leaves the seat (the host sees it leave); nothing when not seated. */
  close = async (): Promise<Reply<null>> => {
    this.attempt++;
    await this.leave();
    return { ok: true, value: null };
  };

  private async leave(): Promise<void> {
    const seat = this.seat;
    this.seat = null;
    this.lastClosed = null;
    if (seat) await seat.leave().catch(() => undefined);
  }
}
