/**
 * `node --import tsx src/main/dictionary/pool-peak.ts SIZE CACHE_DIR`: plays one Klepka Words game of
 * three bots through a pool of SIZE workers in this fresh process, the dictionary read from CACHE_DIR,
 * and prints its figures (figures.ts) as JSON.
 */
import { setDictionaryCacheDir } from './client';
import { playPoolGame } from './figures';

const size = Number(process.argv[2]);
if (!Number.isInteger(size) || size < 1) throw new Error('Usage: pool-peak.ts SIZE CACHE_DIR');
setDictionaryCacheDir(process.argv[3] ?? null);
process.stdout.write(JSON.stringify(await playPoolGame(size)) + '\n');
