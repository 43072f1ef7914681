/**
 * The Ukrainian dictionary for the words game, behind the engine's WordList interface.
 *
 * Nothing is loaded at application start. The first call (or `warmUp()`) starts a worker thread that
 * decodes the cspell trie of @cspell/dict-uk-ua (about 0.8 s, ~100 MB); the calling thread is never
 * blocked by the decoding unless it asks a question before the worker is ready. Questions are answered
 * synchronously through shared memory (Atomics.wait: allowed on Node's main thread and in workers), so
 * the engine's `apply` stays synchronous. Each thread that uses a DictionaryClient gets its own worker.
 */
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LETTER_POINTS } from '../../common/games/words';
import type { FoundWord, SpellScope, SpelledWord, WordList, WordQuery } from '../engine/games/words/wordlist';
import { unpackedPath } from '../packaged-paths';
import { DICTIONARY_WORKER_SOURCE } from './worker-source';

/** Room for one request or answer (a few thousand found words fit easily). */
const DATA_BYTES = 4 * 1024 * 1024;
/** Longest wait for an answer (the first one includes the decoding). */
const ANSWER_TIMEOUT_MS = 60_000;

export interface DictionaryFiles {
  /** The trie file of @cspell/dict-uk-ua. */
  triePath: string;
  /** file: URL of cspell-trie-lib's ES module entry. */
  libUrl: string;
}

/** Finds the dictionary file and the trie library in node_modules (neither exports a require() entry). */
export function locateDictionary(): DictionaryFiles {
  const require = createRequire(import.meta.url);
  // The worker thread reads both; in a packaged app they are unpacked beside the archive.
  const triePath = unpackedPath(join(dirname(require.resolve('@cspell/dict-uk-ua/cspell-ext.json')), 'uk_ua.trie'));
  for (const dir of require.resolve.paths('cspell-trie-lib') ?? []) {
    const pkgFile = join(dir, 'cspell-trie-lib', 'package.json');
    if (!existsSync(pkgFile)) continue;
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { exports?: { '.'?: { import?: string } }; module?: string };
    const entry = pkg.exports?.['.']?.import ?? pkg.module ?? 'dist/index.js';
    return { triePath, libUrl: pathToFileURL(unpackedPath(join(dir, 'cspell-trie-lib', entry))).href };
  }
  throw new Error('cspell-trie-lib is not installed.');
}

/** Lowercase letter -> card points, for the worker's ranking of found words. */
function lowercasePoints(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(LETTER_POINTS)) out[k.toLowerCase()] = v;
  return out;
}

export class DictionaryClient implements WordList {
  private worker: Worker | null = null;
  private control: Int32Array | null = null;
  private data: Uint8Array | null = null;
  private failed: string | null = null;
  private readonly encoder = new TextEncoder();
  private readonly decoder = new TextDecoder();

  constructor(private readonly files: () => DictionaryFiles = locateDictionary) {}

  /** Starts decoding in the background (returns at once); later questions wait only for what is left. */
  warmUp(): void {
    if (this.worker || this.failed) return;
    try {
      const control = new Int32Array(new SharedArrayBuffer(8));
      const data = new Uint8Array(new SharedArrayBuffer(DATA_BYTES));
      const { triePath, libUrl } = this.files();
      const worker = new Worker(DICTIONARY_WORKER_SOURCE, {
        eval: true,
        workerData: { control, data, triePath, libUrl, points: lowercasePoints() },
      });
      // The worker waits for questions forever: it must not keep the process alive.
      worker.unref();
      worker.on('error', (e) => {
        this.failed = `The dictionary worker stopped: ${e.message}`;
      });
      this.worker = worker;
      this.control = control;
      this.data = data;
    } catch (e) {
      this.failed = `The dictionary could not be started: ${(e as Error).message}`;
    }
  }

  /** True once a worker has been started (for tests: nothing is loaded before the first need). */
  get started(): boolean {
    return this.worker !== null;
  }

  private ask<T>(request: Record<string, unknown>): T {
    this.warmUp();
    if (this.failed) throw new Error(this.failed);
    const control = this.control!;
    const data = this.data!;
    const bytes = this.encoder.encode(JSON.stringify(request));
    if (bytes.length > data.length) throw new Error('The dictionary question is too long.');
    data.set(bytes);
    Atomics.store(control, 1, bytes.length);
    Atomics.store(control, 0, 1);
    Atomics.notify(control, 0);
    const deadline = Date.now() + ANSWER_TIMEOUT_MS;
    while (Atomics.load(control, 0) === 1) {
      const left = deadline - Date.now();
      if (left <= 0 || this.failed) {
        Atomics.store(control, 0, 0);
        throw new Error(this.failed ?? 'The dictionary did not answer in time.');
      }
      Atomics.wait(control, 0, 1, Math.min(left, 1000));
    }
    const state = Atomics.load(control, 0);
    const text = this.decoder.decode(data.slice(0, Atomics.load(control, 1)));
    Atomics.store(control, 0, 0);
    if (state === 3) throw new Error(JSON.parse(text) as string);
    return JSON.parse(text) as T;
  }

  spell(letters: string, proper: boolean, scope: SpellScope = {}): SpelledWord | null {
    return this.ask<SpelledWord | null>({ op: 'spell', letters, proper, capitals: scope.capitals === true, hyphenated: scope.hyphenated === true });
  }

  findWords(query: WordQuery): FoundWord[] {
    return this.ask<FoundWord[]>({ op: 'find', ...query });
  }

  /** The raw check of the trie (tests): case-sensitive unless told otherwise. */
  has(word: string, caseSensitive = true): boolean {
    return this.ask<boolean>({ op: 'has', word, caseSensitive });
  }

  /** Waits until the dictionary is decoded; returns the decoding time in ms (measurements). */
  ready(): number {
    return this.ask<{ decodeMs: number }>({ op: 'ping' }).decodeMs;
  }

  /** Stops the worker (tests, shutdown). */
  close(): void {
    void this.worker?.terminate();
    this.worker = null;
    this.control = null;
    this.data = null;
  }
}
