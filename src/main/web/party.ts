/**
 * Party mode: each human seat of the open match may be played on a phone on the same network, the
 * desktop staying the shared table. Started only on the desktop's request (after the player's consent),
 * on the address the player picked; stopped when the desktop turns it off, the match closes or the host quits.
 *
 * Security: the LAN listener serves nothing but the phone page and one WebSocket per seat. Each human
 * seat has its own unguessable key (the address of its QR code, then an HttpOnly cookie on that phone);
 * a key grants exactly that seat of that match: its own redacted view and events, and moves for that seat.
 * One device per seat: another device with the same key is refused until the desktop allows a takeover.
 * Host and Origin are checked; connections and frame sizes are limited; a guesser of codes or cookies is
 * slowed per address and a phone's frames per connection (guard.ts); only the phone page and the files it
 * loads are served; every answer carries the browser host's CSP (frame-ancestors 'none'). Traffic is plain
 * HTTP: see the README.
 */
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import QRCode from 'qrcode';
import { WebSocketServer } from 'ws';
export { lanAddresses, newSeatKey, PARTY_KEY_PATTERN, seatCookieName } from './party-invite';
import type { PartyAddress, PartySeat, PartyStatus, Reply, RequestOf } from '../../common/contract';
import type { GameEvent } from '../../common/engine-types';
import { JOIN_PATH, PHONE_WS_PATH } from '../../common/party';
import type { MatchSession } from '../session/match';
import type { AppService, PartyControl } from '../session/service';
import { lanAddresses, newSeatKey, readKept, writeKept } from './party-invite';
import { Heartbeat } from './heartbeat';
import { FrameLimit, GuessGuard, type GuessGuardOptions } from './guard';
import { answerPhone } from './phone-requests';
import { fail } from '../session/shared';
import { closeWithMessage, lanSeatConnection, sendFrame, type SeatConnection } from './seat-connection';
import { openWithin, PartyRelay, refusedByRelay, RELAY_OPEN_MS } from './party-relay';
import { relayAddress } from '../../common/relay-link';
import { ReactionPass } from './reaction-pass';
import { PhonePage } from './party-page';

/** The device a seat played through the relay is bound to (its link's key is what proves it). */
const RELAY_DEVICE = 'through-the-relay';

/** The party mode listener's port (phones join there). */
export const DEFAULT_LAN_PORT = 5190;
/** A phone's frames are small (a move); anything larger is refused by the WebSocket itself. */
export const PHONE_MAX_FRAME = 16 * 1024;
/** Open sockets of the LAN listener at once (pages, files and WebSockets of up to eight phones). */
export const PARTY_MAX_SOCKETS = 48;
/** How long a seat whose phone dropped waits for it before the desktop may play it again by itself. */
export const PARTY_AWAY_MS = 90_000;
/** Phones are pinged this often; one that did not answer the last ping is dropped (a sleeping phone). */
export const PARTY_HEARTBEAT_MS = 10_000;
/** A phone's reaction time runs out this much later on the host than on the phone (the update's way there). */
export const PHONE_REACTION_GRACE_MS = 300;
/** WebSocket close codes the phone page reads: after these (but tooFast) it does not reconnect by itself. */
export const PHONE_CLOSE = { released: 4001, takenOver: 4002, seatTaken: 4003, revoked: 4004, closed: 4005, tooFast: 4006 } as const;


interface SeatLink {
  seat: number;
  key: string;
  url: string;
  qr: string;
  /** The device the seat is bound to (a random id in its cookie); null until a phone joins. */
  device: string | null;
  conn: SeatConnection | null;
  away: boolean;
  awayTimer: ReturnType<typeof setTimeout> | null;
  /** Another device asked for the seat while it was taken. */
  asking: boolean;
}

export interface PartyOptions {
  service: AppService;
  rendererDir: string;
  /** The LAN listener's port (0: any free one). */
  port: number;
  /** The addresses offered (tests give the loopback only). */
  addresses?: () => PartyAddress[];
  awayMs?: number;
  heartbeatMs?: number;
  /** The guesser's back-off (tests shorten it). */
  guard?: GuessGuardOptions;
  /** Frames a phone may send (tests that play a whole match at machine speed raise it). */
  frames?: { burst: number; perSecond: number };
  /**
   * Where the running invitation is kept (match, address, port, keys and bound devices; mode 0600): after
   * a crash or a restart, resuming that match starts the listener again and the phones rejoin by
   * themselves. Removed when the desktop stops inviting or the match closes. None: kept in memory only.
   */
  stateFile?: string;
}

export class Party implements PartyControl {
  private readonly service: AppService;
  private readonly rendererDir: string;
  private readonly wantedPort: number;
  private readonly addresses: () => PartyAddress[];
  private readonly awayMs: number;
  private readonly heartbeatMs: number;
  private readonly stateFile: string | null;
  private resuming = false;
  /** Seats that joined through a reopened relay room before their links were set up again: taken in once they are. */
  private readonly parked = new Map<number, SeatConnection>();
  /** The match last seen opened while no listener ran. */
  private lastOpened: MatchSession | null = null;
  /** While true, the table changes only in who plays on a phone: no seat's own table changed. */
  private presenceOnly = false;
  private server: Server | null = null;
  private wss: WebSocketServer | null = null;
  private heartbeat: Heartbeat | null = null;
  private address: string | null = null;
  private port: number | null = null;
  private matchId: string | null = null;
  private links = new Map<number, SeatLink>();
  /** The room on a relay the seats may also join through (internet play), when one is open. */
  private relay: PartyRelay | null = null;
  /** Whether the remote seats may ask for hints (the host's choice for this invitation; off at first). */
  private hints = false;
  private readonly guard: GuessGuard;
  private readonly frames: { burst: number; perSecond: number } | undefined;
  private readonly page: PhonePage<SeatLink>;
  private readonly reactionPass = new ReactionPass(PHONE_REACTION_GRACE_MS);
  private readonly unsubscribe: () => void;

  constructor(options: PartyOptions) {
    this.service = options.service;
    this.rendererDir = options.rendererDir;
    this.wantedPort = options.port;
    this.addresses = options.addresses ?? (() => lanAddresses());
    this.awayMs = options.awayMs ?? PARTY_AWAY_MS;
    this.heartbeatMs = options.heartbeatMs ?? PARTY_HEARTBEAT_MS;
    this.stateFile = options.stateFile ?? null;
    this.guard = new GuessGuard(options.guard);
    this.page = new PhonePage({ hostName: () => this.hostName(), port: () => this.port, seats: () => this.links.values() }, this.rendererDir, this.guard);
    this.frames = options.frames;
    this.unsubscribe = this.service.onTable((session, events) => this.tableChanged(session, events));
  }

  // ---- the desktop's controls ----

  partyStatus = async (): Promise<Reply<PartyStatus>> => ({ ok: true, value: this.status() });

  partyStart = async (req: RequestOf<'partyStart'>): Promise<Reply<PartyStatus>> => {
    const session = this.service.current;
    if (!session || session.isStopped) return fail('noMatch', 'No game is open.');
    if (session.finished) return fail('gameOver', 'The game is over.');
    const humans = session.seats.flatMap((s, seat) => (s.kind === 'human' ? [seat] : []));
    if (humans.length < 2) return fail('partyNeedsHumans', 'Phones can join a game with two or more human players.');
    if ('relay' in req) return this.startRelay(session, humans, req.relay);
    if (!this.addresses().some((a) => a.address === req.address)) return fail('partyAddress', 'This computer has no such network address.');
    if (this.server && this.address === req.address && this.matchId === session.id) return { ok: true, value: this.status() };
    await this.stop('restarted');
    try {
      await this.listen(req.address);
    } catch (e) {
      await this.stop('failed');
      return fail('partyListen', `Phones cannot be invited: ${e instanceof Error ? e.message : String(e)}`);
    }
    this.matchId = session.id;
    for (const seat of humans) this.links.set(seat, await this.newLink(seat));
    this.keepInvitation();
    this.changed();
    return { ok: true, value: this.status() };
  };

  partyStop = async (): Promise<Reply<PartyStatus>> => {
    await this.stop('stopped');
    return { ok: true, value: this.status() };
  };

  partyRevoke = async (req: RequestOf<'partyRevoke'>): Promise<Reply<PartyStatus>> => {
    const link = this.links.get(req.seat);
    if (!link) return fail('partySeat', 'This seat has no phone code.');
    this.dropPhone(link, PHONE_CLOSE.revoked, 'revoked', 'This code was revoked. Scan the new code on the table.');
    if (this.relay) {
      try {
        await this.relay.revoke(req.seat);
      } catch (e) {
        return fail('partyRelay', `The relay did not take the new link: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    this.links.set(req.seat, await this.newLink(req.seat));
    this.keepInvitation();
    this.changed();
    return { ok: true, value: this.status() };
  };

  /**
   * Over the internet: a room on the relay at `address` for the human seats, each with its own link. A relay
   * that cannot be reached changes nothing (an invitation already running goes on).
   */
  private async startRelay(session: MatchSession, humans: number[], address: string): Promise<Reply<PartyStatus>> {
    let relay: string;
    try {
      relay = relayAddress(address);
    } catch (e) {
      return fail('partyRelayAddress', e instanceof Error ? e.message : String(e));
    }
    if (this.relay?.relay === relay && this.matchId === session.id) return { ok: true, value: this.status() };
    let opened: PartyRelay;
    try {
      opened = await openWithin(PartyRelay.open(relay, humans, (seat, conn) => this.relayJoined(seat, conn)), RELAY_OPEN_MS, (late) => void late.end(false).catch(() => undefined));
    } catch (e) {
      if (refusedByRelay(e)) return fail('partyRelayBusy', `The relay at ${relay} refuses new rooms from this address for a while: ${e.message}`, { relay });
      return fail('partyRelay', `The relay at ${relay} cannot be reached: ${e instanceof Error ? e.message : String(e)}`, { relay });
    }
    await this.stop('restarted');
    if (this.service.current !== session) {
      await opened.end(false);
      return fail('noMatch', 'No game is open.');
    }
    this.relay = opened;
    this.matchId = session.id;
    for (const seat of humans) this.links.set(seat, await this.newLink(seat));
    this.keepInvitation();
    this.changed();
    return { ok: true, value: this.status() };
  }

  partyHints = async (req: RequestOf<'partyHints'>): Promise<Reply<PartyStatus>> => {
    if (!this.running) return fail('partyOff', 'No phones are invited.');
    this.hints = req.allow;
    this.keepInvitation();
    this.changed();
    return { ok: true, value: this.status() };
  };

  partyRelease = async (req: RequestOf<'partyRelease'>): Promise<Reply<PartyStatus>> => {
    const link = this.links.get(req.seat);
    if (!link) return fail('partySeat', 'This seat has no phone code.');
    this.dropPhone(link, PHONE_CLOSE.released, 'released', 'This seat is played on the table now.');
    this.changed();
    return { ok: true, value: this.status() };
  };

  partyTakeover = async (req: RequestOf<'partyTakeover'>): Promise<Reply<PartyStatus>> => {
    const link = this.links.get(req.seat);
    if (!link) return fail('partySeat', 'This seat has no phone code.');
    if (!link.asking) return fail('partyNoAsk', 'No other phone asks for this seat.');
    // the seat is freed: the device that asked takes it when it tries again (it does, every few seconds)
    this.dropPhone(link, PHONE_CLOSE.takenOver, 'takenOver', 'Another phone or browser took over this seat.');
    this.changed();
    return { ok: true, value: this.status() };
  };

  status(): PartyStatus {
    const session = this.service.current;
    const seats: PartySeat[] = [];
    if (this.running && session && session.id === this.matchId) {
      for (const link of this.links.values()) {
        seats.push({
          seat: link.seat,
          name: session.seats[link.seat].name,
          url: link.url,
          qr: link.qr,
          state: link.conn ? 'connected' : link.away ? 'away' : 'waiting',
          asking: link.asking,
        });
      }
    }
    return {
      available: true,
      running: this.running,
      transport: this.relay ? 'relay' : this.server ? 'lan' : null,
      relay: this.relay?.relay ?? null,
      matchId: this.matchId,
      addresses: this.addresses(),
      address: this.address,
      port: this.port,
      seats,
      hints: this.running && this.hints,
    };
  }

  /** Stops the listener and drops every phone (the host closes, the match closed, or the desktop said so). */
  async stop(reason: 'stopped' | 'restarted' | 'failed' | 'matchClosed' | 'quit' = 'stopped'): Promise<void> {
    const wasRunning = this.running;
    // quitting keeps the invitation for the next start; anything else ends it
    if (reason !== 'quit' && this.stateFile) rmSync(this.stateFile, { force: true });
    // quitting only lets go of the relay's room: the restarted host takes it back with the same links
    const relay = this.relay;
    this.relay = null;
    if (reason === 'quit') await relay?.end(true).catch(() => undefined);
    for (const link of this.links.values()) {
      if (link.conn) closeWithMessage(link.conn, PHONE_CLOSE.closed, reason === 'matchClosed' ? 'matchClosed' : 'partyStopped', 'The table stopped inviting phones.');
      link.conn = null;
      if (link.awayTimer) clearTimeout(link.awayTimer);
    }
    this.links.clear();
    this.parked.clear();
    this.hints = false;
    if (reason !== 'quit') await relay?.end(false).catch(() => undefined);
    this.reactionPass.arm(null);
    this.heartbeat?.stop();
    this.heartbeat = null;
    for (const ws of this.wss?.clients ?? []) ws.terminate();
    this.wss?.close();
    this.wss = null;
    const server = this.server;
    this.server = null;
    this.address = null;
    this.port = null;
    this.matchId = null;
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    }
    this.service.current?.setPhones(new Map());
    if (wasRunning && reason !== 'restarted' && reason !== 'quit') this.changed();
  }

  /** Host shutdown: stops and forgets the service. */
  async dispose(): Promise<void> {
    this.unsubscribe();
    await this.stop('quit');
  }

  // ---- internals ----

  private newLink(seat: number): Promise<SeatLink> {
    return this.linkFor(seat, newSeatKey());
  }

  /** Phones are invited: on the LAN listener or through a relay's room. */
  private get running(): boolean {
    return this.server !== null || this.relay !== null;
  }

  /** A seat's address: on the LAN its join address with the key; through the relay its link (its key after #). */
  private async linkFor(seat: number, key: string): Promise<SeatLink> {
    const url = this.relay?.link(seat) ?? `${this.origin()}${JOIN_PATH}${key}`;
    const qr = await QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return { seat, key, url, qr, device: null, conn: null, away: false, awayTimer: null, asking: false };
  }

  private origin(): string {
    return `http://${this.hostName()}`;
  }

  private hostName(): string {
    const a = this.address ?? '';
    return `${a.includes(':') ? `[${a}]` : a}:${this.port}`;
  }

  /** Writes the running invitation (keys and bound devices) so a restarted host can resume it. */
  private keepInvitation(): void {
    if (!this.stateFile || !this.matchId) return;
    const seats = [...this.links.values()].map((l) => ({ seat: l.seat, key: l.key, device: l.device }));
    const hints = this.hints;
    if (this.relay) writeKept(this.stateFile, { matchId: this.matchId, seats, hints, relay: this.relay.kept() });
    else if (this.server && this.address && this.port) writeKept(this.stateFile, { matchId: this.matchId, address: this.address, port: this.port, seats, hints });
  }

  /** The match of a kept invitation is open again (Continue, Load after a restart): the listener starts again with the same keys. */
  private async resume(session: MatchSession): Promise<void> {
    const kept = this.stateFile ? readKept(this.stateFile, session.id) : null;
    if (!kept || this.running || this.resuming || session.finished) return;
    if (!kept.relay && !this.addresses().some((a) => a.address === kept.address)) return;
    this.resuming = true;
    try {
      // the same room and links; a room the relay no longer holds leaves the invitation off
      if (kept.relay) this.relay = await PartyRelay.open(kept.relay.url, kept.seats.map((k) => k.seat), (seat, conn) => this.relayJoined(seat, conn), kept.relay);
      else await this.listen(kept.address!, kept.port);
    } catch {
      return;
    } finally {
      this.resuming = false;
    }
    if (this.service.current !== session) {
      await this.stop('restarted');
      return;
    }
    this.matchId = session.id;
    this.hints = kept.hints ?? false;
    for (const k of kept.seats) {
      if (session.seats[k.seat]?.kind !== 'human') continue;
      const link = await this.linkFor(k.seat, k.key);
      link.device = k.device;
      this.links.set(k.seat, link);
    }
    const parked = [...this.parked];
    this.parked.clear();
    for (const [seat, conn] of parked) if (conn.open) this.relayJoined(seat, conn);
    this.changed();
  }

  private async listen(address: string, port = this.wantedPort): Promise<void> {
    await this.page.load();
    const server = createServer((req, res) => void this.page.serve(req, res));
    server.maxConnections = PARTY_MAX_SOCKETS;
    server.headersTimeout = 10_000;
    server.requestTimeout = 15_000;
    const wss = new WebSocketServer({ noServer: true, maxPayload: PHONE_MAX_FRAME });
    server.on('upgrade', (req, socket, head) => void this.upgrade(wss, req, socket, head).catch(() => socket.destroy()));
    await new Promise<void>((ok, failed) => {
      server.once('error', failed);
      server.listen(port, address, () => {
        server.off('error', failed);
        ok();
      });
    });
    const addr = server.address();
    this.server = server;
    this.wss = wss;
    this.address = address;
    this.port = typeof addr === 'object' && addr ? addr.port : port;
    this.heartbeat = new Heartbeat(wss, this.heartbeatMs);
  }

  private async upgrade(wss: WebSocketServer, req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    // a socket may go while its address waits its turn: nothing is written to it then, and its errors end it
    socket.on('error', () => socket.destroy());
    const refuse = (status: string) => {
      if (!socket.destroyed) socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      socket.destroy();
    };
    if ((req.url ?? '').split('?')[0] !== PHONE_WS_PATH) return refuse('404 Not Found');
    if (req.headers.host !== this.hostName()) return refuse('403 Forbidden');
    if (req.headers.origin !== this.origin()) return refuse('403 Forbidden');
    const found = await this.page.seatOf(req);
    if (found === 'busy') return refuse('429 Too Many Requests');
    if (typeof found === 'string') return refuse('401 Unauthorized');
    if (socket.destroyed || this.wss !== wss) return;
    const { link, device } = found;
    if (wss.clients.size >= this.links.size * 2 + 2) return refuse('503 Service Unavailable');
    wss.handleUpgrade(req, socket, head, (ws) => {
      if (link.device !== null && link.device !== device) {
        // one device per seat: this one waits until the desktop allows a takeover
        link.asking = true;
        this.changed();
        closeWithMessage(lanSeatConnection(ws, ''), PHONE_CLOSE.seatTaken, 'seatTaken', 'This seat is bound to another phone or browser (or to this one before it forgot its cookies). The table was asked to let this one take it over.');
        return;
      }
      this.heartbeat?.watch(ws);
      this.bindDevice(link, device);
      this.phoneJoined(link, lanSeatConnection(ws, req.socket.remoteAddress ?? ''));
    });
  }

  /** A seat's session through the relay said hello (only its key's holder can): it is taken as a phone of the seat. */
  private relayJoined(seat: number, conn: SeatConnection): void {
    const link = this.links.get(seat);
    // a seat greets a reopened room at once, while its link is still being set up
    if (!link && (this.resuming || (this.relay && this.links.size === 0))) return void this.parked.set(seat, conn);
    if (!link) return conn.close(PHONE_CLOSE.closed, 'partyStopped');
    if (link.device !== null && link.device !== RELAY_DEVICE) {
      // a phone on the LAN holds the seat: as for another device there, the desktop may allow a takeover
      link.asking = true;
      this.changed();
      return closeWithMessage(conn, PHONE_CLOSE.seatTaken, 'seatTaken', 'This seat is played on a phone at the table. The table was asked to let this one take it over.');
    }
    this.bindDevice(link, RELAY_DEVICE);
    this.phoneJoined(link, conn);
  }

  private bindDevice(link: SeatLink, device: string): void {
    if (link.device === device) return;
    link.device = device;
    this.keepInvitation();
  }

  private phoneJoined(link: SeatLink, conn: SeatConnection): void {
    // the same phone again (a second tab, a reload): the newer connection replaces the older
    if (link.conn && link.conn !== conn) closeWithMessage(link.conn, PHONE_CLOSE.takenOver, 'takenOver', 'This seat was opened in another tab.');
    link.conn = conn;
    link.away = false;
    link.asking = false;
    if (link.awayTimer) clearTimeout(link.awayTimer);
    link.awayTimer = null;
    conn.onEnd(() => this.phoneLeft(link, conn));
    const limit = new FrameLimit(this.frames?.burst, this.frames?.perSecond);
    conn.onText((text) => {
      const verdict = limit.take();
      if (verdict === 'close') {
        // a flood: the connection goes (what is on its way is not read), and a LAN address reconnects only
        // after the guesser's wait
        if (!conn.open) return;
        if (conn.address !== null) this.guard.flooded(conn.address);
        conn.close(PHONE_CLOSE.tooFast, 'tooFast');
        return;
      }
      if (verdict === 'drop') {
        if (limit.firstDrop) sendFrame(conn, { id: -1, reply: fail('rateLimited', 'This phone sent too many messages at once; some were ignored.') });
        return;
      }
      if (text !== null) void answerPhone(this.service.current, this.matchId, link.seat, text, { hints: this.hints }).then((frame) => sendFrame(conn, frame));
    });
    const session = this.service.current;
    const language = this.service.store.getSettings().language;
    sendFrame(conn, { push: { kind: 'hello', hello: { seat: link.seat, name: session?.seats[link.seat]?.name ?? '', language } } });
    this.applyPhones();
    this.changed();
    if (session && link.conn === conn) sendFrame(conn, { push: { kind: 'update', update: session.seatUpdate(link.seat) } });
  }

  private phoneLeft(link: SeatLink, conn: SeatConnection): void {
    if (link.conn !== conn) return;
    link.conn = null;
    if (link.device === null) return; // released, revoked or taken over: already handled
    link.away = true;
    link.awayTimer = setTimeout(() => {
      link.awayTimer = null;
      if (link.conn) return;
      // the seat waited long enough: the desktop plays it again (the phone takes it back when it returns)
      link.away = false;
      link.device = null;
      this.keepInvitation();
      this.applyPhones();
      this.changed();
    }, this.awayMs);
    link.awayTimer.unref?.();
    this.applyPhones();
    this.changed();
  }

  /** Unbinds the seat from its phone and closes that phone with `code` (no automatic reconnect). */
  private dropPhone(link: SeatLink, code: number, reason: string, message: string): void {
    if (link.awayTimer) clearTimeout(link.awayTimer);
    link.awayTimer = null;
    link.device = null;
    link.away = false;
    const conn = link.conn;
    link.conn = null;
    if (conn) closeWithMessage(conn, code, reason, message);
    this.keepInvitation();
    this.applyPhones();
  }

  /** Which seats the desktop hands over to phones: those with a phone now, or one that dropped a moment ago. */
  private applyPhones(): void {
    const session = this.service.current;
    if (!session || session.id !== this.matchId) return;
    const phones = new Map<number, { away: boolean }>();
    for (const link of this.links.values()) {
      if (link.conn) phones.set(link.seat, { away: false });
      else if (link.away) phones.set(link.seat, { away: true });
    }
    // presence is in no phone's table: re-sending every phone its table would only spend the relay's rate
    const outer = this.presenceOnly; // tableChanged applies the phones again from inside this call
    this.presenceOnly = true;
    try {
      session.setPhones(phones);
    } finally {
      this.presenceOnly = outer;
    }
  }

  /** Every change of the open match reaches each phone as its own seat's table; another match ends the party. */
  private tableChanged(session: MatchSession | null, events: readonly GameEvent[]): void {
    if (!this.running) {
      // a match opened (not every move of one): it may be the match of a kept invitation
      if (session && this.stateFile && session !== this.lastOpened) void this.resume(session);
      this.lastOpened = session;
      return;
    }
    if (!session || session.id !== this.matchId) {
      void this.stop('matchClosed');
      return;
    }
    this.applyPhones(); // the same match opened again (Load): its seats stay on their phones
    let asked: { seat: number; timeoutMs: number } | null = null;
    for (const link of this.links.values()) {
      if (!link.conn && !link.away) continue;
      const update = session.seatUpdate(link.seat, events);
      if (update.reaction && update.reaction.timeoutMs > 0) asked = update.reaction;
      if (link.conn && !this.presenceOnly) sendFrame(link.conn, { push: { kind: 'update', update } });
    }
    this.reactionPass.arm(asked && { session, ...asked, current: () => this.service.current });
  }

  private changed(): void {
    this.service.broadcast({ kind: 'party', status: this.status() });
  }
}
