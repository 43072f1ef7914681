/**
 * The application's Ukrainian dictionary: one lazily started client per thread (see client.ts).
 * `ukrainianWords` is what the words game and its bots are built with; nothing is decoded until the
 * first words match needs it.
 */
import { DictionaryClient } from './client';

export { DictionaryClient, locateDictionary } from './client';
export type { DictionaryFiles } from './client';

export const ukrainianWords = new DictionaryClient();
