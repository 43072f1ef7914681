/**
 * The LAN listener's HTTP side: the join address that sets a seat's cookie, and the phone page and the
 * files it loads, only for a phone holding a current key (a guesser of codes or cookies is slowed per
 * address, guard.ts). Every answer carries the browser host's security headers.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { JOIN_PATH, PHONE_PAGE } from '../../common/party';
import type { GuessGuard } from './guard';
import { cookieValue, sameSecret } from './key';
import { DEVICE_PATTERN, PARTY_KEY_PATTERN, seatCookieName } from './party-invite';
import { contentType, linkedAssets, readInside, SECURITY_HEADERS } from './static';

/** What the page needs of a seat: its key. */
export interface PageSeat {
  key: string;
}

export interface PhonePageHost<S extends PageSeat> {
  /** host:port as phones reach the listener. */
  hostName(): string;
  port(): number | null;
  seats(): Iterable<S>;
}

export class PhonePage<S extends PageSeat> {
  private assets = new Set<string>();

  constructor(
    private readonly host: PhonePageHost<S>,
    private readonly rendererDir: string,
    readonly guard: GuessGuard,
  ) {}

  /** Reads which files the phone page loads (under /assets/): nothing else of the renderer is served to phones. */
  async load(): Promise<void> {
    this.assets = await linkedAssets(this.rendererDir, `${PHONE_PAGE}index.html`);
  }

  /** The seat a cookie (key.device) opens, with its device id; null when the key is not a current one. */
  fromCookie(req: IncomingMessage): { link: S; device: string } | null {
    const value = cookieValue(req.headers.cookie, seatCookieName(this.host.port() ?? 0));
    if (!value) return null;
    const [key, device] = value.split('.');
    if (!key || !device || !DEVICE_PATTERN.test(device)) return null;
    const link = this.linkByKey(key);
    return link ? { link, device } : null;
  }

  /**
   * The seat a request's cookie opens, after its address's turn (guard.ts): 'none' without a seat cookie
   * (not counted: a browser that never joined), 'busy' while another request of a slowed address waits,
   * 'wrong' for a cookie that opens nothing (counted as a guess).
   */
  async seatOf(req: IncomingMessage): Promise<{ link: S; device: string } | 'none' | 'busy' | 'wrong'> {
    if (cookieValue(req.headers.cookie, seatCookieName(this.host.port() ?? 0)) === null) return 'none';
    const address = req.socket.remoteAddress ?? '';
    if (!(await this.guard.admit(address))) return 'busy';
    const found = this.fromCookie(req);
    if (!found) {
      this.guard.wrong(address);
      return 'wrong';
    }
    this.guard.right(address);
    return found;
  }

  linkByKey(key: string): S | null {
    for (const link of this.host.seats()) if (sameSecret(key, link.key)) return link;
    return null;
  }

  async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const send = (status: number, body: string, extra: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS, 'cache-control': 'no-store', ...extra });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    try {
      if (req.headers.host !== this.host.hostName()) return send(421, 'Unknown host.');
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'Method not allowed.');
      const url = new URL(req.url ?? '/', `http://${this.host.hostName()}`);
      const path = url.pathname;
      const address = req.socket.remoteAddress ?? '';
      const tooFast = () => send(429, 'Too many wrong codes from this device. Wait a little, then scan the code again. / Забагато хибних кодів із цього пристрою. Трохи зачекайте й зіскануйте код знову.', { 'retry-after': String(Math.ceil(this.guard.delayFor(address) / 1000)) });
      if (path.startsWith(JOIN_PATH)) {
        if (!(await this.guard.admit(address))) return tooFast();
        const key = path.slice(JOIN_PATH.length);
        const link = PARTY_KEY_PATTERN.test(key) ? this.linkByKey(key) : null;
        if (!link) {
          this.guard.wrong(address);
          return send(403, 'This code does not open a seat (it may have been revoked). Scan the code shown on the table now.\nЦей код не відкриває місце (його могли відкликати). Зіскануйте код, що зараз на столі.');
        }
        this.guard.right(address);
        // a phone that already holds this seat keeps its device id; any other gets a new one
        const had = this.fromCookie(req);
        const device = had && had.link === link ? had.device : randomBytes(16).toString('base64url');
        // Lax, not Strict: a link opened from a messenger is a cross-site navigation, and the page it
        // redirects to must get the cookie (only GETs and the Origin-checked WebSocket exist here)
        return send(303, 'Card Table', {
          location: PHONE_PAGE,
          'set-cookie': `${seatCookieName(this.host.port() ?? 0)}=${link.key}.${device}; Path=/; HttpOnly; SameSite=Lax`,
        });
      }
      // Only the phone page and the files it loads, and only for a phone holding a current key.
      const seat = await this.seatOf(req);
      if (seat === 'busy') return tooFast();
      if (typeof seat === 'string') return send(401, 'Scan the code shown on the table to join. / Зіскануйте код зі столу, щоб приєднатися.');
      const file = path === PHONE_PAGE || path === `${PHONE_PAGE}index.html` ? `${PHONE_PAGE}index.html` : this.assets.has(path) ? path : null;
      if (!file) return send(404, 'Not found.');
      const found = await readInside(this.rendererDir, file);
      if (!found) return send(404, 'Not found.');
      res.writeHead(200, { 'content-type': contentType(found.file), 'content-length': found.body.length, ...SECURITY_HEADERS, 'cache-control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : found.body);
    } catch {
      if (!res.headersSent) send(500, 'Internal error.');
      else res.destroy();
    }
  }

}
