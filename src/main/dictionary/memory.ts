/**
 * The shared memory that holds the process's one compact dictionary. The main thread creates it (empty:
 * a growable buffer reserves address space, not memory) and hands it to every bot worker
 * (`WorkerData.dictionary`); each thread's DictionaryClient reads the same bytes. The first thread that
 * needs the dictionary starts the builder; the others wait for it.
 */
import { isMainThread } from 'node:worker_threads';

/** control[0]: where the build stands. */
export const DictionaryState = { empty: 0, building: 1, ready: 2, failed: 3 } as const;

export interface DictionaryMemory {
  /** Int32 [state, byte length written in data, threadId of the thread whose builder is building]. */
  control: SharedArrayBuffer;
  /** The compact trie (compact.ts), or the error text of a failed build. */
  data: SharedArrayBuffer;
}

/** Room reserved for the compact trie (it takes about 6 MB; only what is written becomes resident). */
const MAX_BYTES = 64 * 1024 * 1024;

/** The growable SharedArrayBuffer constructor (ES2024; the project's type library is older). */
const GrowableSharedArrayBuffer = SharedArrayBuffer as unknown as new (length: number, options: { maxByteLength: number }) => SharedArrayBuffer;

export function createDictionaryMemory(): DictionaryMemory {
  return {
    control: new SharedArrayBuffer(12),
    data: new GrowableSharedArrayBuffer(0, { maxByteLength: MAX_BYTES }),
  };
}

let processMemory: DictionaryMemory | null = null;

/**
 * The memory of this process's dictionary: created on the main thread; a worker thread must have been
 * given it (`adoptDictionaryMemory`), else it gets its own (a thread that was not handed one).
 */
export function processDictionaryMemory(): DictionaryMemory {
  processMemory ??= createDictionaryMemory();
  return processMemory;
}

/** A worker thread uses the memory its creator handed it, so the process keeps one dictionary. */
export function adoptDictionaryMemory(memory: DictionaryMemory): void {
  if (isMainThread) throw new Error('The main thread owns the dictionary memory.');
  processMemory = memory;
}

/**
 * Called by the thread that saw the thread `threadId` stop (the bot pool, for its workers): when that
 * thread had started the build, its builder stopped with it (a worker's own workers end with it), so
 * the build is given up and the waiting threads wake at once; the next one that needs the dictionary
 * starts it again (see DictionaryClient.get) instead of waiting for an answer that cannot come.
 */
export function releaseBuildOf(memory: DictionaryMemory, threadId: number): void {
  const control = new Int32Array(memory.control);
  if (Atomics.load(control, 2) !== threadId) return;
  if (Atomics.compareExchange(control, 0, DictionaryState.building, DictionaryState.empty) === DictionaryState.building) Atomics.notify(control, 0);
}
