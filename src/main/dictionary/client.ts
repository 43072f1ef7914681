/**
 * The Ukrainian dictionary for the words game, behind the engine's WordList interface.
 *
 * Nothing is loaded at application start. The first call (or `warmUp()`) in any thread of the process
 * starts a builder thread that converts the cspell trie file of @cspell/dict-uk-ua into its compact form
 * (compact.ts, about 6 MB) in the process's shared dictionary memory (memory.ts), then exits. The
 * calling thread is never blocked by the build unless it asks a question before it is done (then it
 * waits with Atomics.wait: allowed on Node's main thread and in workers). Every thread then answers its
 * questions itself, synchronously, from the same shared bytes.
 */
import { threadId, Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FoundWord, SpellScope, SpelledWord, WordList, WordQuery } from '../engine/games/words/wordlist';
import { unpackedPath } from '../packaged-paths';
import { COMPACT_FORMAT, CompactDictionary, CompactTrie } from './compact';
import { DictionaryState, processDictionaryMemory, type DictionaryMemory } from './memory';
import type { BuilderData } from './builder';

let processCacheDir: string | null = null;

/**
 * Where the built dictionary is kept between starts (the app's data folder): set by the main thread
 * before the first words match; without it every start builds the dictionary again.
 */
export function setDictionaryCacheDir(dir: string | null): void {
  processCacheDir = dir;
}

/** The builder's file name in the build (an entry of electron.vite.config.ts). */
export const BUILDER_FILE = 'dictionary-builder.js';

/**
 * The built dictionary builder, a worker thread's entry: beside the bundle that runs this code (its
 * entry or one of its chunks; in a packaged app, unpacked beside the archive), or, run from the sources
 * (tsx, tests, tools), in the project's build (`npm run build`; the unit tests build it first).
 */
export function dictionaryBuilderPath(): string {
  const candidates = ['./', '../', '../../../out/main/'].map((dir) => unpackedPath(fileURLToPath(new URL(dir + BUILDER_FILE, import.meta.url))));
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`The dictionary builder is not built (${BUILDER_FILE}): run \`npm run build\` first.`);
  return found;
}

/** The cache file's name: the dictionary's version and the compact layout's format. */
export function dictionaryCacheName(version: string): string {
  return `uk-ua-${version}-${COMPACT_FORMAT.toString(16)}.dawg`;
}

/** Longest wait for the dictionary (the build takes a few seconds on a busy machine). */
const READY_TIMEOUT_MS = 60_000;

export interface DictionaryFiles {
  /** The trie file of @cspell/dict-uk-ua. */
  triePath: string;
  /** file: URL of cspell-trie-lib's ES module entry (the reference decoder of the trie file, for tests and tools). */
  libUrl: string;
  /** Version of @cspell/dict-uk-ua (names the cache of the built form). */
  version: string;
}

/** Finds the dictionary file and the trie library in node_modules (neither exports a require() entry). */
export function locateDictionary(): DictionaryFiles {
  const require = createRequire(import.meta.url);
  // The worker thread reads both; in a packaged app they are unpacked beside the archive.
  const packageDir = dirname(require.resolve('@cspell/dict-uk-ua/cspell-ext.json'));
  const triePath = unpackedPath(join(packageDir, 'uk_ua.trie'));
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  for (const dir of require.resolve.paths('cspell-trie-lib') ?? []) {
    const pkgFile = join(dir, 'cspell-trie-lib', 'package.json');
    if (!existsSync(pkgFile)) continue;
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { exports?: { '.'?: { import?: string } }; module?: string };
    const entry = pkg.exports?.['.']?.import ?? pkg.module ?? 'dist/index.js';
    return { triePath, version, libUrl: pathToFileURL(unpackedPath(join(dir, 'cspell-trie-lib', entry))).href };
  }
  throw new Error('cspell-trie-lib is not installed.');
}

export class DictionaryClient implements WordList {
  private dictionary: CompactDictionary | null = null;
  private builder: Worker | null = null;
  private builderError: string | null = null;
  private waitedMs = 0;
  private ownMemory: DictionaryMemory | null = null;

  /**
   * `memory` is where the compact dictionary lives: by default the process's one, shared by all its
   * threads; a test may give a client its own, and its own cache folder.
   */
  constructor(
    private readonly files: () => DictionaryFiles = locateDictionary,
    private readonly memoryOf: () => DictionaryMemory = processDictionaryMemory,
    private readonly cacheDir: () => string | null = () => processCacheDir,
    private readonly builderPath: () => string = dictionaryBuilderPath,
  ) {}

  /** The memory, asked for once (a worker adopts its memory after this client is created). */
  private memory(): DictionaryMemory {
    this.ownMemory ??= this.memoryOf();
    return this.ownMemory;
  }

  private control(): Int32Array {
    return new Int32Array(this.memory().control);
  }

  /** Starts the build in the background unless some thread of the process did (returns at once). */
  warmUp(): void {
    const control = this.control();
    if (Atomics.compareExchange(control, 0, DictionaryState.empty, DictionaryState.building) !== DictionaryState.empty) return;
    Atomics.store(control, 2, threadId);
    const { data } = this.memory();
    try {
      const { triePath, version } = this.files();
      const cacheDir = this.cacheDir();
      const cachePath = cacheDir ? join(cacheDir, dictionaryCacheName(version)) : null;
      const builderData: BuilderData = { control, data: data as BuilderData['data'], triePath, cachePath };
      const builder = new Worker(this.builderPath(), { workerData: builderData });
      // Waiting threads must not hang if the builder dies without publishing.
      builder.on('error', (e) => this.builderStopped(`The dictionary builder stopped: ${e.message}`));
      builder.on('exit', () => this.builderStopped('The dictionary builder stopped before it finished.'));
      builder.unref();
      this.builder = builder;
    } catch (e) {
      this.builderStopped(`The dictionary could not be started: ${(e as Error).message}`);
    }
  }

  private builderStopped(why: string): void {
    this.builder = null;
    const control = this.control();
    if (Atomics.compareExchange(control, 0, DictionaryState.building, DictionaryState.failed) !== DictionaryState.building) return;
    this.builderError = why;
    Atomics.store(control, 1, 0);
    Atomics.notify(control, 0);
  }

  /** True once the dictionary of this client's memory is being built or ready (nothing loads before the first need). */
  get started(): boolean {
    return Atomics.load(this.control(), 0) !== DictionaryState.empty;
  }

  /** The compact dictionary, built or waited for on first use. */
  private get(): CompactDictionary {
    if (this.dictionary) return this.dictionary;
    const control = this.control();
    const started = performance.now();
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (let state = Atomics.load(control, 0); state === DictionaryState.empty || state === DictionaryState.building; state = Atomics.load(control, 0)) {
      // Empty at first, or again when the thread that was building stopped (releaseBuildOf): build it.
      if (state === DictionaryState.empty) {
        this.warmUp();
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('The dictionary was not ready in time.');
      Atomics.wait(control, 0, DictionaryState.building, Math.min(left, 1000));
    }
    this.waitedMs = performance.now() - started;
    const { data } = this.memory();
    if (Atomics.load(control, 0) === DictionaryState.failed) {
      const text = new TextDecoder().decode(new Uint8Array(data).slice(0, Atomics.load(control, 1)));
      throw new Error(text || this.builderError || 'The dictionary could not be loaded.');
    }
    this.dictionary = new CompactDictionary(new CompactTrie(data));
    return this.dictionary;
  }

  spell(letters: string, proper: boolean, scope: SpellScope = {}): SpelledWord | null {
    return this.get().spell(letters, proper, scope);
  }

  findWords(query: WordQuery): FoundWord[] {
    return this.get().findWords(query);
  }

  /** The raw check of the trie (tests): case-sensitive unless told otherwise. */
  has(word: string, caseSensitive = true): boolean {
    return this.get().has(word, caseSensitive);
  }

  /** Waits until the dictionary is ready; returns how long this call waited for it in ms (measurements). */
  ready(): number {
    this.get();
    return this.waitedMs;
  }

  /** Bytes of the compact dictionary in shared memory (measurements). */
  get byteLength(): number {
    return this.get().trie.buffer.byteLength;
  }

  /** Stops a build this client started (tests, shutdown); a built dictionary stays for the other threads. */
  close(): void {
    void this.builder?.terminate();
  }
}
