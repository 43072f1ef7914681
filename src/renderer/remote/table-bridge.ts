/**
 * The whole table for a remote seat: the part of the contract (CardTableApi) the renderer's table uses,
 * answered through a seat line in the party phone protocol — the seat's current table, its moves, and the
 * pushes of its updates, whether a move would be accepted (a word's check) and, when the host allows them,
 * hints for this seat. Whatever only the host's computer may do (menu, saves, records, undo, settings other
 * than this page's own) answers "not on a remote seat". The line may come from a relay
 * link or any other carrier: this knows only the protocol.
 */
import type { CardTableApi, ErrorInfo, PushMessage, Reply, Settings, TableUpdate } from '../../common/contract';
import { CONTRASTS, METHODS } from '../../common/names';
import type { PhoneFrame, PhoneHello, PhoneRequest } from '../../common/party';
import { DEFAULT_SETTINGS } from '../../common/settings';
import { keepContrast, keptContrast } from '../ui/contrast-toggle';
import type { Bridge, ConnectionState } from '../bridge';
import { rememberRemoteTip, remoteTipsSeen } from './remote-tips';
import { FINAL_CLOSE_CODES, SEAT_TAKEN_CODE, type OpenSeatLine, type SeatLine } from './seat-line';

/** How long a move waits for the table that follows it before asking for the table. */
const MOVE_UPDATE_MS = 10_000;
const SETTINGS_KEY = 'card-table-remote-settings';
/** The page's settings wait this long at most for the host's hello (its language for this seat). */
const HELLO_WAIT_MS = 10_000;

/** A request as this page makes it (the line numbers it). */
type Ask = PhoneRequest extends infer R ? (R extends PhoneRequest ? Omit<R, 'id'> : never) : never;

const NO_MATCH = { ok: false, error: { code: 'noMatch', message: 'No game is open.' } } as const;

export const NOT_REMOTE: ErrorInfo = { code: 'remoteSeat', message: 'Not on a remote seat: only the host’s computer can do this.' };

/** What the page shows beside the table: the line's state and the host's word when it closed the seat. */
export type RemoteSeatState = { kind: 'connecting' | 'open' | 'lost' } | { kind: 'closed'; reason: string; code: string | null; message: string };

export interface RemoteSeatBridge extends Bridge {
  /** Who this seat is, once the host said (its first push of every connection). */
  readonly hello: PhoneHello | null;
  onState(listener: (state: RemoteSeatState) => void): void;
  /** The host said who this seat is; `language` is the host's word for it unless this page chose one. */
  onHello(listener: (hello: PhoneHello, language: Settings['language']) => void): void;
  /** Takes the seat again after the host released it or another device took it over. */
  rejoin(): void;
}

/** The table as this seat may play it: its move when it has legal moves, never another seat's. */
function asSeat(u: TableUpdate): TableUpdate {
  const mine = typeof u.viewer === 'number' && u.legal.length > 0;
  return { ...u, humanToAct: mine ? (u.viewer as number) : null, canUndo: false, curtain: null };
}

function loadSettings(): Settings {
  try {
    const kept = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Partial<Settings>;
    return {
      ...DEFAULT_SETTINGS,
      language: kept.language === 'uk' || kept.language === 'en' ? kept.language : DEFAULT_SETTINGS.language,
      animationSpeed: kept.animationSpeed ?? DEFAULT_SETTINGS.animationSpeed,
      sound: kept.sound ?? DEFAULT_SETTINGS.sound,
      volume: kept.volume ?? DEFAULT_SETTINGS.volume,
      firstTips: kept.firstTips ?? DEFAULT_SETTINGS.firstTips,
      contrast: keptContrast(),
    };
  } catch {
    return { ...DEFAULT_SETTINGS, contrast: keptContrast() };
  }
}

export function remoteSeatBridge(openLine: OpenSeatLine): RemoteSeatBridge {
  let line: SeatLine | null = null;
  let up = false;
  let nextId = 1;
  let retryMs = 500;
  let latest: TableUpdate | null = null;
  let hello: PhoneHello | null = null;
  let closedPush: { code: string; message: string } | null = null;
  let settings = loadSettings();
  /** Whether the language was chosen on this page (else the host's word for this seat counts). */
  let languageChosen = localStorage.getItem(SETTINGS_KEY)?.includes('"language"') ?? false;
  const queue: string[] = [];
  const pending = new Map<number, (reply: Reply<unknown>) => void>();
  const pushListeners = new Set<(m: PushMessage) => void>();
  const connListeners = new Set<(s: ConnectionState) => void>();
  const stateListeners = new Set<(s: RemoteSeatState) => void>();
  let helloSeen: () => void = () => {};
  const firstHello = new Promise<void>((done) => {
    helloSeen = done;
    setTimeout(done, HELLO_WAIT_MS);
  });
  const helloListeners = new Set<(h: PhoneHello, language: Settings['language']) => void>();
  /** Moves sent, each waiting for the first table newer than the one it was made on. */
  const moveWaiters = new Set<{ after: number; done: (u: TableUpdate) => void }>();

  const setState = (s: RemoteSeatState) => {
    for (const l of stateListeners) l(s);
  };
  const push = (m: PushMessage) => {
    for (const l of pushListeners) l(m);
  };
  const seen = (raw: TableUpdate): TableUpdate | null => {
    if (latest && raw.seq <= latest.seq) return null;
    latest = asSeat(raw);
    for (const w of [...moveWaiters]) {
      if (latest.version !== w.after) {
        moveWaiters.delete(w);
        w.done(latest);
      }
    }
    return latest;
  };
  const dropPending = () => {
    for (const [id, done] of pending) {
      pending.delete(id);
      done({ ok: false, error: { code: 'disconnected', message: 'The connection was lost.' } });
    }
  };

  const onFrame = (frame: PhoneFrame) => {
    if ('push' in frame) {
      const p = frame.push;
      if (p.kind === 'hello') {
        hello = p.hello;
        if (!languageChosen) settings = { ...settings, language: p.hello.language };
        settings = { ...settings, tipsSeen: remoteTipsSeen(p.hello.name) };
        helloSeen();
        for (const l of helloListeners) l(p.hello, settings.language);
      } else if (p.kind === 'update') {
        const u = seen(p.update);
        if (u) push({ kind: 'update', update: u });
      } else closedPush = { code: p.code, message: p.message };
      return;
    }
    const done = pending.get(frame.id);
    if (!done) return;
    pending.delete(frame.id);
    done(frame.reply);
  };

  const connect = () => {
    setState({ kind: 'connecting' });
    const opened: SeatLine = openLine({
      open() {
        if (line !== opened) return;
        const wasDown = !up;
        up = true;
        retryMs = 500;
        closedPush = null;
        for (const text of queue.splice(0)) opened.send(text);
        setState({ kind: 'open' });
        if (wasDown) for (const l of connListeners) l('open');
      },
      text(text) {
        if (line !== opened) return;
        try {
          onFrame(JSON.parse(text) as PhoneFrame);
        } catch {
          /* not a frame of the protocol: ignored */
        }
      },
      lost() {
        if (line !== opened) return;
        up = false;
        dropPending();
        setState({ kind: 'lost' });
        for (const l of connListeners) l('lost');
      },
      closed(code, reason) {
        if (line !== opened) return;
        line = null;
        up = false;
        dropPending();
        if (FINAL_CLOSE_CODES.has(code)) {
          setState({ kind: 'closed', reason: reason || 'closed', code: closedPush?.code ?? null, message: closedPush?.message ?? '' });
          return;
        }
        setState({ kind: 'lost' });
        for (const l of connListeners) l('lost');
        setTimeout(connect, code === SEAT_TAKEN_CODE ? 3000 : retryMs);
        retryMs = Math.min(retryMs * 2, 4000);
      },
    });
    line = opened;
  };

  const request = (body: Ask): Promise<Reply<unknown>> => {
    const id = nextId++;
    const text = JSON.stringify({ id, ...body });
    return new Promise((resolve) => {
      pending.set(id, resolve);
      if (!(up && line?.send(text))) queue.push(text);
    });
  };

  const table = async (): Promise<Reply<TableUpdate | null>> => {
    const reply = await request({ method: 'table' });
    if (!reply.ok) return reply.error.code === 'noMatch' ? { ok: true, value: null } : reply;
    const u = reply.value as TableUpdate;
    return { ok: true, value: seen(u) ?? latest };
  };

  const act = async (req: { action: { type: string } }): Promise<Reply<TableUpdate>> => {
    const on = latest;
    if (!on) return NO_MATCH;
    const next = new Promise<TableUpdate | null>((done) => {
      const waiter = { after: on.version, done };
      moveWaiters.add(waiter);
      setTimeout(() => {
        if (moveWaiters.delete(waiter)) done(null);
      }, MOVE_UPDATE_MS);
    });
    const reply = await request({ method: 'act', version: on.version, action: req.action });
    if (!reply.ok) {
      for (const w of moveWaiters) if (w.after === on.version) moveWaiters.delete(w);
      if (reply.error.code === 'staleTable') void table().then((r) => r.ok && r.value && push({ kind: 'update', update: r.value }));
      return reply;
    }
    const u = (await next) ?? (await table());
    if (u && 'matchId' in u) return { ok: true, value: u };
    if (u && 'ok' in u && u.ok && u.value) return { ok: true, value: u.value };
    return { ok: false, error: { code: 'disconnected', message: 'The connection was lost.' } };
  };

  /** Asks the host about the table this seat shows now (its version names it); nothing is played. */
  const askOnTable = async <T>(body: { method: 'check'; action: { type: string } } | { method: 'hint' }): Promise<Reply<T>> =>
    latest ? ((await request({ ...body, version: latest.version })) as Reply<T>) : NO_MATCH;

  /** The host's verdict on a move of this seat; the hint bot's move for it when the host allows hints (else 'hintsOff'). */
  const checkMove = (req: { action: { type: string } }) => askOnTable<null>({ method: 'check', action: req.action });
  const hint = () => askOnTable<{ action: { type: string }; turn: number }>({ method: 'hint' });

  const keepSettings = (patch: Partial<Settings>): Reply<Settings> => {
    if (patch.contrast !== undefined && !CONTRASTS.includes(patch.contrast)) return { ok: false, error: { code: 'badRequest', message: `No such contrast: ${String(patch.contrast)}.` } };
    if (patch.language !== undefined) languageChosen = true;
    // the contrast (the seat bar's button) is this device's choice, kept with the phone page's
    if (patch.contrast !== undefined) keepContrast(patch.contrast);
    settings = { ...settings, ...pick(patch), ...(patch.contrast !== undefined && { contrast: patch.contrast }) };
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(languageChosen ? pick(settings) : { ...pick(settings), language: undefined }));
    return { ok: true, value: settings };
  };

  const api: Record<string, unknown> = {};
  for (const method of METHODS) api[method] = () => Promise.resolve({ ok: false, error: NOT_REMOTE });
  Object.assign(api, {
    onPush: (l: (m: PushMessage) => void) => {
      pushListeners.add(l);
      return () => pushListeners.delete(l);
    },
    // the table is drawn in the seat's language: the host says it first
    getSettings: () => firstHello.then(() => ({ ok: true, value: settings })),
    setSettings: (patch: Partial<Settings>) => Promise.resolve(keepSettings(patch)),
    // remembered in this browser: the host's settings are not this seat's to write
    markTipSeen: (req: { player: string; tip: string }) => {
      rememberRemoteTip(req.tip);
      settings = { ...settings, tipsSeen: remoteTipsSeen(req.player) };
      return Promise.resolve({ ok: true, value: settings });
    },
    listGames: () => Promise.resolve({ ok: true, value: [] }),
    // the records are kept on the host's computer: the results here show the score alone
    listRecords: () => Promise.resolve({ ok: true, value: { players: [], merges: [], results: 0, setAside: [], writeError: null } }),
    currentMatch: () => table(),
    act,
    checkMove,
    hint,
  });

  connect();
  return {
    api: api as unknown as CardTableApi,
    onConnection(listener) {
      connListeners.add(listener);
      return () => connListeners.delete(listener);
    },
    get hello() {
      return hello;
    },
    onState(listener) {
      stateListeners.add(listener);
    },
    onHello(listener) {
      helloListeners.add(listener);
    },
    rejoin() {
      if (!line) connect();
    },
  };
}

/** The settings this page keeps for itself (the rest are the host's). */
function pick(s: Partial<Settings>): Partial<Settings> {
  const out: Partial<Settings> = {};
  if (s.language !== undefined) out.language = s.language;
  if (s.animationSpeed !== undefined) out.animationSpeed = s.animationSpeed;
  if (s.sound !== undefined) out.sound = s.sound;
  if (s.volume !== undefined) out.volume = s.volume;
  if (s.firstTips !== undefined) out.firstTips = s.firstTips;
  return out;
}
