/**
 * Where a worker thread finds the app's files in a packaged build. The app itself runs from the
 * `app.asar` archive, which only the main thread's file system reads; the files a worker loads (the bot
 * worker with its chunks, the dictionary and its trie library) are unpacked beside it into
 * `app.asar.unpacked` (see `asarUnpack` in electron-builder.json). Outside an archive a path is unchanged.
 */
export function unpackedPath(path: string): string {
  return path.replace(/([\\/])app\.asar(?=[\\/])/, '$1app.asar.unpacked');
}
