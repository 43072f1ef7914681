/**
 * Run by tests/unit/special-files.test.ts in a child process (a file that blocks the thread must not
 * block the test runner): opens the app's files in `dir`, where the test has put pipes or links to a
 * device in their place, and prints what the app answered as one JSON line. A freeze is the test's timeout.
 * Usage: node --import tsx special-files-probe.ts <dataDir>
 */
import { join } from 'node:path';
import type { PushMessage } from '../../src/common/contract';
import { createDictionaryMemory, DictionaryClient } from '../../src/main/dictionary';
import { createConfSaveStore } from '../../src/main/saves/store';
import { AppService } from '../../src/main/session/service';
import { readWindowState } from '../../src/main/window-state';
import { TEST_GAMES } from '../fixtures/service';

async function main(): Promise<void> {
  const [dir, withDictionary] = process.argv.slice(2);
  const service = new AppService({ store: createConfSaveStore(join(dir!, 'saves')), games: TEST_GAMES });
  const notices: string[] = [];
  service.onPush((m: PushMessage) => {
    if (m.kind === 'notice') notices.push(`${m.code}: ${m.message}`);
  });
  const settings = await service.call('getSettings', null);
  const saves = await service.call('listSaves', null);
  const records = await service.call('listRecords', null);
  const started = await service.call('startMatch', { gameId: 'rush', seats: [{ kind: 'human', name: 'A' }, { kind: 'bot', name: 'B' }], seed: 1 });
  const windowState = readWindowState(join(dir!, 'window-state.json'));
  let dictionary: string | null = null;
  if (withDictionary === 'dictionary') {
    const client = new DictionaryClient(undefined, createDictionaryMemory, () => join(dir!, 'dictionary'));
    dictionary = client.spell('мясо', false)?.form ?? 'not found';
    client.close();
  }
  service.dispose();
  process.stdout.write(JSON.stringify({ settings, saves, records, started: started.ok, windowState, dictionary, notices }) + '\n');
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    process.stderr.write(`probe failed: ${e instanceof Error ? e.stack : String(e)}\n`);
    process.exit(1);
  },
);
