/**
 * The application's Ukrainian dictionary: one lazily built compact dictionary per process, read by a
 * client in each thread (see client.ts). `ukrainianWords` is what the words game and its bots are built
 * with; nothing is built until the first words match needs it.
 */
import { DictionaryClient } from './client';

export { DictionaryClient, dictionaryCacheName, locateDictionary, setDictionaryCacheDir } from './client';
export type { DictionaryFiles } from './client';
export { adoptDictionaryMemory, createDictionaryMemory, processDictionaryMemory, releaseBuildOf } from './memory';
export type { DictionaryMemory } from './memory';

export const ukrainianWords = new DictionaryClient();
