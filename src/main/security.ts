/**
 * What the Electron app lets out of its window and in from outside it: the addresses the system browser
 * may open, the development renderer's address, and the app:// protocol's answers. Electron-free, so
 * the rules are tested without it.
 */
import { readInside, SECURITY_HEADERS, contentType } from './web/static';

/**
 * The exact web addresses the page links to; only these open in the system browser. The page links to
 * none today: add an address here together with the link.
 */
export const APP_LINKS: readonly string[] = [];

/** True for an address the app itself links to (compared exactly, after URL normalisation). */
export function isAppLink(url: string, links: readonly string[] = APP_LINKS): boolean {
  let href: string;
  try {
    const u = new URL(url);
    if (u.protocol !== 'https:' || u.username || u.password) return false;
    href = u.href;
  } catch {
    return false;
  }
  return links.some((link) => new URL(link).href === href);
}

/**
 * The dev server's address, trusted only in a development build (`npm run dev`, where electron-vite
 * builds main in development mode and sets ELECTRON_RENDERER_URL). `npm start` and packaged apps run a
 * production build and always load the app protocol, whatever the environment says.
 */
export function devRendererUrl(developmentBuild: boolean, env: NodeJS.ProcessEnv): string | undefined {
  if (!developmentBuild) return undefined;
  const url = env.ELECTRON_RENDERER_URL;
  if (!url) return undefined;
  try {
    const u = new URL(url);
    // electron-vite's dev server listens on this machine only
    if (u.protocol !== 'http:' || !['localhost', '127.0.0.1', '[::1]'].includes(u.hostname)) return undefined;
  } catch {
    return undefined;
  }
  return url;
}

/** The app:// protocol: files of the renderer folder only (no way out, not even by a link), with the page's headers. */
export function appProtocolHandler(rendererDir: string, host: string): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const notFound = () => new Response('Not found', { status: 404, headers: { ...SECURITY_HEADERS } });
    if (url.host !== host) return notFound();
    const found = await readInside(rendererDir, url.pathname);
    if (!found) return notFound();
    return new Response(new Uint8Array(found.body), { status: 200, headers: { ...SECURITY_HEADERS, 'content-type': contentType(found.file) } });
  };
}
