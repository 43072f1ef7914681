/** A bot worker thread: holds the bots placed here by WorkerBotHost and answers their decisions; verifies saves. */
import { parentPort, workerData } from 'node:worker_threads';
import { adoptDictionaryMemory } from '../dictionary/memory';
import { GAMES } from '../games';
import { BotsClosed, BotTable } from './host';
import type { FromWorker, ToWorker, WorkerData } from './pool';
import { SearchInterrupted, setSearchInterrupt } from '../engine/core/search';
import { SaveError, saveMeta, verifySaveText } from '../saves/format';

const port = parentPort;
if (!port) throw new Error('worker.ts runs only as a worker thread');
const cancel = new Int32Array((workerData as WorkerData).cancel);
adoptDictionaryMemory((workerData as WorkerData).dictionary);
const table = new BotTable(GAMES);
/** Why a match's bots here can no longer decide (an observation failed). */
const broken = new Map<string, string>();

let startedAt = 0;
setSearchInterrupt(() => Atomics.load(cancel, 0) !== startedAt);

const reply = (msg: FromWorker): void => port.postMessage(msg);

port.on('message', (msg: ToWorker) => {
  switch (msg.t) {
    case 'open':
      try {
        table.open(msg.key, msg.match);
      } catch (e) {
        broken.set(msg.key, e instanceof Error ? e.message : String(e));
      }
      return;
    case 'observe':
      if (!table.has(msg.key) || broken.has(msg.key)) return;
      try {
        table.observe(msg.key, msg.id, msg.events, msg.view, msg.seed);
      } catch (e) {
        broken.set(msg.key, e instanceof Error ? e.message : String(e));
      }
      return;
    case 'decide': {
      const why = broken.get(msg.key);
      if (why) return reply({ t: 'failed', req: msg.req, message: why, reason: 'error' });
      if (!table.has(msg.key)) return reply({ t: 'failed', req: msg.req, message: 'closed', reason: 'closed' });
      startedAt = Atomics.load(cancel, 0);
      try {
        reply({ t: 'decided', req: msg.req, decision: table.decide(msg.key, msg.id, msg.view, msg.legal, msg.seed) });
      } catch (e) {
        if (e instanceof SearchInterrupted) reply({ t: 'failed', req: msg.req, message: e.message, reason: 'interrupted' });
        else if (e instanceof BotsClosed) reply({ t: 'failed', req: msg.req, message: e.message, reason: 'closed' });
        else reply({ t: 'failed', req: msg.req, message: e instanceof Error ? e.message : String(e), reason: 'error' });
      }
      return;
    }
    case 'close':
      table.close(msg.key);
      broken.delete(msg.key);
      return;
    case 'verify':
      try {
        const verified = verifySaveText(msg.text, GAMES);
        reply({ t: 'verified', req: msg.req, verified: msg.meta ? saveMeta(verified.save) : verified });
      } catch (e) {
        reply({ t: 'unverified', req: msg.req, problem: e instanceof SaveError ? e.problem : null, message: e instanceof Error ? e.message : String(e) });
      }
      return;
  }
});
