/** Worker threads read the app's files from app.asar.unpacked in a packaged build. */
import { describe, expect, it } from 'vitest';
import { unpackedPath } from '../../src/main/packaged-paths';

describe('unpackedPath', () => {
  it('points a file inside app.asar to the unpacked copy beside it', () => {
    expect(unpackedPath('/opt/Card Table/resources/app.asar/out/main/bot-worker.js')).toBe('/opt/Card Table/resources/app.asar.unpacked/out/main/bot-worker.js');
    expect(unpackedPath('C:\\Program Files\\Card Table\\resources\\app.asar\\node_modules\\@cspell\\dict-uk-ua\\uk_ua.trie')).toBe(
      'C:\\Program Files\\Card Table\\resources\\app.asar.unpacked\\node_modules\\@cspell\\dict-uk-ua\\uk_ua.trie',
    );
  });

  it('leaves paths outside an archive (development, tests) and already unpacked paths alone', () => {
    for (const path of ['/work/card-table/out/main/bot-worker.js', '/r/app.asar.unpacked/out/main/bot-worker.js', '/home/me/my-app.asar-notes/x.js']) {
      expect(unpackedPath(path)).toBe(path);
    }
  });
});
