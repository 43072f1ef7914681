/**
 * The pages a seat's link opens, served by the relay on the port of its WebSocket transport: `/` the seat
 * page (the party phone page, which reads the link's fragment), `/table` the whole table in the seat's view,
 * and the built files those two load. Nothing else: no listing, no other file of the build, no path that
 * leaves it. The relay's own routes (matchmaking, health check, WebSockets) never reach these.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { contentType, CSP, linkedAssets, readInside, SECURITY_HEADERS } from '../main/web/static';

/** The page at each path: built files under the renderer's output. */
export const SEAT_PAGES: Readonly<Record<string, string>> = {
  '/': 'phone/index.html',
  '/table': 'index.html',
};

/** The pages talk only to their own origin: the relay's HTTP matchmaking and its ws(s) transport. */
export const RELAY_PAGE_CSP = `${CSP}; connect-src 'self'`;
const HEADERS = { ...SECURITY_HEADERS, 'content-security-policy': RELAY_PAGE_CSP, 'referrer-policy': 'no-referrer', 'cache-control': 'no-cache' };

/** The files the relay may serve from `root`: the two pages and what they load. */
export async function seatPageFiles(root: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const [path, file] of Object.entries(SEAT_PAGES)) {
    if (!(await readInside(root, file))) throw new Error(`The built pages under ${root} have no ${file}: run npm run build.`);
    files.set(path, file);
    for (const asset of await linkedAssets(root, file)) files.set(asset, asset);
  }
  return files;
}

/**
 * The seat pages of the build at `root` (checked now: a build without them is refused before the relay
 * listens), answering the requests the relay's own routes do not take (http.ts): a page, one of its
 * files, or 404.
 */
export async function seatPages(root: string): Promise<{ handle: RequestListener }> {
  const files = await seatPageFiles(root);
  return { handle: (req, res) => void answer(root, files, req, res, (req.url ?? '/').split('?')[0]!) };
}

async function answer(root: string, files: Map<string, string>, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...HEADERS, allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    res.end('Only GET and HEAD here.');
    return;
  }
  const file = files.get(path);
  const found = file ? await readInside(root, file) : null;
  if (!found) {
    res.writeHead(404, { ...HEADERS, 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found.');
    return;
  }
  res.writeHead(200, { ...HEADERS, 'content-type': contentType(found.file), 'content-length': found.body.length });
  res.end(req.method === 'HEAD' ? undefined : found.body);
}
