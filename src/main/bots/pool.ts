/**
 * Bots in a pool of worker threads (up to cores - 1, at least one). Workers start only when a bot needs
 * one: a new bot goes to an idle worker, or to a new one while the pool has room, else to the worker
 * holding the fewest bots; so a large pool costs only what the open matches use. Each bot lives in one
 * worker for the whole match, so its memory stays where its observations arrive; messages to a worker
 * are handled in order, so a decision always sees every earlier observation. Closing a match cancels a
 * search that is running for it through a shared flag the search polls (see setSearchInterrupt). Saves
 * are verified in workers of their own (up to VERIFIERS, the second stopped when idle), so a load never
 * waits for a bot.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { GameAction, GameEvent } from '../../common/engine-types';
import { processDictionaryMemory, releaseBuildOf, type DictionaryMemory } from '../dictionary/memory';
import { BotsClosed, CheckStopped, type BotHost, type Decision, type MatchBots } from './host';
import { SaveError, type SaveProblem, type VerifiedSave } from '../saves/format';
import type { SaveMeta } from '../../common/contract';

export type ToWorker =
  | { t: 'open'; key: string; match: MatchBots }
  | { t: 'observe'; key: string; id: string; events: readonly GameEvent[]; view: unknown; seed: number }
  | { t: 'decide'; req: number; key: string; id: string; view: unknown; legal: readonly GameAction[]; seed: number }
  | { t: 'close'; key: string }
  /** `meta`: answer only the save's list entry. */
  | { t: 'verify'; req: number; text: string; meta: boolean };

export type FromWorker =
  | { t: 'decided'; req: number; decision: Decision }
  | { t: 'failed'; req: number; message: string; reason: 'closed' | 'interrupted' | 'error' }
  | { t: 'verified'; req: number; verified: VerifiedSave | SaveMeta }
  /** `problem` of a SaveError; null for any other failure. */
  | { t: 'unverified'; req: number; problem: SaveProblem | null; message: string };

export interface WorkerData {
  /** Int32 counter: a worker's running search stops when it changes. */
  cancel: SharedArrayBuffer;
  /** The process's dictionary memory: every worker reads the one compact dictionary (built on first need). */
  dictionary: DictionaryMemory;
}

interface Slot {
  worker: Worker;
  cancel: Int32Array;
  /** Requests sent to this worker and not answered yet, oldest first (the first one is running). */
  pending: number[];
  /** Matches with bots here, and why a match's bots here broke (a failed observation or a crash). */
  keys: Map<string, string | null>;
  /** Bots of open matches placed here. */
  bots: number;
  /** A verifier's stop when it stays idle. */
  idle?: ReturnType<typeof setTimeout>;
}

interface Pending {
  key: string;
  slot: Slot;
  message: Extract<ToWorker, { t: 'decide' }>;
  resolve: (d: Decision) => void;
  reject: (e: Error) => void;
}

export interface WorkerBotHostOptions {
  /** The worker entry: the built bot-worker.js, or src/main/bots/worker.ts under tsx. */
  entry: URL | string;
  size?: number;
  execArgv?: string[];
}

/**
 * Young generation of a bot worker's heap. Node's default lets each worker keep tens of MB of short-lived
 * search garbage resident; a small one costs the searches no measurable time (see README's figures).
 */
const WORKER_YOUNG_GENERATION_MB = 4;
/** Saves verified at once at most (the saves list's background checks run two at a time, one per verifier). */
const VERIFIERS = 2;
const VERIFIER_IDLE_MS = 30_000;

export class WorkerBotHost implements BotHost {
  /** The workers started so far (at most `size`). */
  private readonly slots: Slot[] = [];
  private readonly limit: number;
  private readonly placement = new Map<string, Map<string, Slot>>();
  private readonly pending = new Map<number, Pending>();
  /** Workers that verify saves (no bots), started as saves need them. */
  private readonly verifiers: Slot[] = [];
  /** Saves being verified, by request. */
  private readonly verifying = new Map<number, { resolve: (v: never) => void; reject: (e: Error) => void }>();
  private nextReq = 1;
  private disposed = false;
  /** Crashes since the last answer: a worker that cannot even start is not restarted forever. */
  private crashesInARow = 0;
  private brokenReason: string | null = null;

  constructor(private readonly options: WorkerBotHostOptions) {
    this.limit = Math.max(1, options.size ?? availableParallelism() - 1);
  }

  /** The most workers this pool runs. */
  get size(): number {
    return this.limit;
  }

  /** The workers running now (started by the bots placed so far). */
  get running(): number {
    return this.slots.length;
  }

  private spawn(): Slot {
    const cancel = new SharedArrayBuffer(4);
    const data: WorkerData = { cancel, dictionary: processDictionaryMemory() };
    const worker = new Worker(this.options.entry, {
      workerData: data,
      execArgv: this.options.execArgv,
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    });
    worker.unref();
    const threadId = worker.threadId; // -1 once it has stopped
    const slot: Slot = { worker, cancel: new Int32Array(cancel), pending: [], keys: new Map(), bots: 0 };
    worker.on('message', (msg: FromWorker) => this.answer(slot, msg));
    worker.on('error', (err) => this.crashed(slot, err.message));
    worker.on('exit', (code) => {
      // A dictionary build this worker had started stopped with it: other threads must not wait for it.
      releaseBuildOf(data.dictionary, threadId);
      if (!this.disposed) this.crashed(slot, `exit code ${code}`);
    });
    return slot;
  }

  /** A worker died: its matches' bots are gone; their decisions fail with a reason a person can read. */
  private crashed(slot: Slot, why: string): void {
    const verifier = this.verifiers.indexOf(slot);
    if (verifier >= 0) this.verifiers.splice(verifier, 1);
    const i = this.slots.indexOf(slot);
    if (i < 0 && verifier < 0) return;
    for (const req of slot.pending) {
      const p = this.pending.get(req) ?? this.verifying.get(req);
      // a save being checked is told apart from a bot: the check failed, the file is not proven bad
      const stopped = this.verifying.has(req) ? new CheckStopped(why) : new Error(`The bot stopped working (${why}).`);
      this.pending.delete(req);
      this.verifying.delete(req);
      p?.reject(stopped);
    }
    slot.pending = [];
    void slot.worker.terminate();
    if (i < 0) return; // a verifier starts again when a save needs one
    if (++this.crashesInARow > 3) {
      this.brokenReason = `The bots cannot start (${why}).`;
      return;
    }
    const fresh = this.spawn();
    fresh.bots = slot.bots;
    for (const key of slot.keys.keys()) fresh.keys.set(key, `The bot stopped working (${why}).`);
    for (const bots of this.placement.values()) {
      for (const [id, s] of bots) if (s === slot) bots.set(id, fresh);
    }
    this.slots[i] = fresh;
  }

  private answer(slot: Slot, msg: FromWorker): void {
    this.crashesInARow = 0;
    const p = this.pending.get(msg.req);
    slot.pending = slot.pending.filter((r) => r !== msg.req);
    if (msg.t === 'verified' || msg.t === 'unverified') {
      if (slot.pending.length === 0) this.retireWhenIdle(slot);
      return this.verifiedAnswer(msg);
    }
    if (!p) return;
    this.pending.delete(msg.req);
    if (!this.placement.has(p.key)) p.reject(new BotsClosed()); // closed while it was thinking: nobody wants it
    else if (msg.t === 'decided') p.resolve(msg.decision);
    else if (msg.reason === 'interrupted') this.send(p); // stopped for another match's sake: ask again
    else if (msg.reason === 'closed') p.reject(new BotsClosed());
    else p.reject(new Error(msg.message));
  }

  private verifiedAnswer(msg: Extract<FromWorker, { t: 'verified' | 'unverified' }>): void {
    const v = this.verifying.get(msg.req);
    this.verifying.delete(msg.req);
    if (!v) return;
    if (msg.t === 'verified') v.resolve(msg.verified as never);
    else v.reject(msg.problem ? new SaveError(msg.problem, msg.message) : new Error(msg.message));
  }

  /**
   * Verifies a save in a worker of its own (this pool runs the app's registry, GAMES), never behind a
   * bot's search or catch-up: an idle verifier, a new one while there are fewer than VERIFIERS, else the
   * one with the least work queued. A second verifier idle for VERIFIER_IDLE_MS stops.
   */
  verifySave(text: string): Promise<VerifiedSave> {
    return this.verifyIn(text, false);
  }

  verifySaveMeta(text: string): Promise<SaveMeta> {
    return this.verifyIn(text, true);
  }

  /**
   * Starts the first verifier (a thread takes a while to start and load the games) and resolves once it
   * answers: it is asked about an empty file, which every verifier refuses at once.
   */
  warmVerifier(): Promise<void> {
    if (this.verifiers.length > 0) return Promise.resolve();
    return this.verifyIn('', true).then(
      () => undefined,
      () => undefined,
    );
  }

  private verifyIn<T>(text: string, meta: boolean): Promise<T> {
    if (this.disposed) return Promise.reject(new Error('The bots are stopped.'));
    if (this.brokenReason) return Promise.reject(new Error(this.brokenReason));
    let slot: Slot | undefined;
    for (const s of this.verifiers) if (!slot || s.pending.length < slot.pending.length) slot = s;
    if (!slot || (slot.pending.length > 0 && this.verifiers.length < VERIFIERS)) {
      slot = this.spawn();
      this.verifiers.push(slot);
    }
    const req = this.nextReq++;
    const target = slot;
    if (target.idle) clearTimeout(target.idle);
    return new Promise<T>((resolve, reject) => {
      this.verifying.set(req, { resolve, reject });
      target.pending.push(req);
      this.post(target, { t: 'verify', req, text, meta });
    });
  }

  /** Stops a verifier beyond the first that stays idle (the first is kept: a thread takes a while to start). */
  private retireWhenIdle(slot: Slot): void {
    if (slot === this.verifiers[0]) return;
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = setTimeout(() => {
      const i = this.verifiers.indexOf(slot);
      if (i < 0 || slot.pending.length > 0) return;
      this.verifiers.splice(i, 1);
      void slot.worker.terminate();
    }, VERIFIER_IDLE_MS);
    slot.idle.unref?.();
  }

  private post(slot: Slot, msg: ToWorker): void {
    slot.worker.postMessage(msg);
  }

  open(key: string, match: MatchBots): void {
    const bots = new Map<string, Slot>();
    const perSlot = new Map<Slot, MatchBots['bots']>();
    for (const b of match.bots) {
      const slot = this.placeBot();
      slot.bots++;
      bots.set(b.id, slot);
      perSlot.set(slot, [...(perSlot.get(slot) ?? []), b]);
    }
    this.placement.set(key, bots);
    for (const [slot, list] of perSlot) {
      slot.keys.set(key, null);
      this.post(slot, { t: 'open', key, match: { ...match, bots: list } });
    }
  }

  /** The worker for one more bot: an idle one, a new one while there is room, else the least busy. */
  private placeBot(): Slot {
    let least: Slot | undefined;
    for (const slot of this.slots) if (!least || slot.bots < least.bots) least = slot;
    if (least && (least.bots === 0 || this.slots.length >= this.limit)) return least;
    const fresh = this.spawn();
    this.slots.push(fresh);
    return fresh;
  }

  observe(key: string, botId: string, events: readonly GameEvent[], view: unknown, seed: number): void {
    const slot = this.placement.get(key)?.get(botId);
    if (slot) this.post(slot, { t: 'observe', key, id: botId, events, view, seed });
  }

  decide(key: string, botId: string, view: unknown, legal: readonly GameAction[], seed: number): Promise<Decision> {
    if (this.brokenReason) return Promise.reject(new Error(this.brokenReason));
    const slot = this.placement.get(key)?.get(botId);
    if (!slot) return Promise.reject(new BotsClosed());
    const broken = slot.keys.get(key);
    if (broken) return Promise.reject(new Error(broken));
    return new Promise((resolve, reject) => {
      const req = this.nextReq++;
      this.send({ key, slot, message: { t: 'decide', req, key, id: botId, view, legal, seed }, resolve, reject });
    });
  }

  private send(p: Pending): void {
    const slot = this.placement.get(p.key)?.get(p.message.id) ?? p.slot;
    p.slot = slot;
    this.pending.set(p.message.req, p);
    slot.pending.push(p.message.req);
    this.post(slot, p.message);
  }

  close(key: string): void {
    const bots = this.placement.get(key);
    if (!bots) return;
    this.placement.delete(key);
    for (const slot of bots.values()) slot.bots--;
    for (const slot of new Set(bots.values())) {
      const running = slot.pending[0] !== undefined ? this.pending.get(slot.pending[0]) : undefined;
      if (running?.key === key) Atomics.add(slot.cancel, 0, 1);
      slot.keys.delete(key);
      this.post(slot, { t: 'close', key });
    }
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    for (const p of [...this.pending.values(), ...this.verifying.values()]) p.reject(new BotsClosed());
    this.pending.clear();
    this.verifying.clear();
    for (const v of this.verifiers) if (v.idle) clearTimeout(v.idle);
    await Promise.all([...this.slots, ...this.verifiers].map((s) => s.worker.terminate()));
  }
}
