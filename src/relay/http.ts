/**
 * The relay's HTTP(S) server, which Colyseus' WebSocket transport is handed. The relay's own requests
 * (Colyseus' matchmaking under /matchmake/, its health check, and every WebSocket upgrade) pass a gate
 * first (the limits per address); any other request goes to `onRequest` (pages a relay serves), else 404.
 * With `tls` it serves https and wss itself.
 */
import { readFileSync } from 'node:fs';
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { Duplex } from 'node:stream';

/** A certificate (chain) and its private key, PEM. */
export interface RelayTls {
  cert: string;
  key: string;
}

/** Checks the relay's own requests before it takes them; a refusal is answered by the gate itself. */
export interface RelayGate {
  /** A matchmaking request: false when refused (the gate answered it). */
  request(req: IncomingMessage, res: ServerResponse): boolean;
  /** A WebSocket upgrade: false when refused (the gate answered and closed the socket). */
  upgrade(req: IncomingMessage, socket: Duplex): boolean;
}

export interface RelayHttpOptions {
  tls?: RelayTls;
  /** Requests that are not the relay's own; without it they are answered 404. */
  onRequest?: RequestListener;
  gate?: RelayGate;
}

type UpgradeListener = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

interface RelayRoutes {
  request: RequestListener[];
  upgrade: UpgradeListener[];
  own: { request: RequestListener; upgrade: UpgradeListener };
}

const routesOf = new WeakMap<Server, RelayRoutes>();

function readPem(file: string, what: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new Error(code === 'ENOENT' ? `The TLS ${what} file ${file} does not exist.` : `The TLS ${what} file ${file} cannot be read (${code ?? String(e)}).`);
  }
}

/** Reads a certificate and its key from PEM files; throws an Error saying which file is wrong and how. */
export function readRelayTls(certFile: string, keyFile: string): RelayTls {
  const cert = readPem(certFile, 'certificate');
  const key = readPem(keyFile, 'key');
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(cert);
  } catch {
    throw new Error(`The TLS certificate file ${certFile} holds no PEM certificate ("-----BEGIN CERTIFICATE-----").`);
  }
  let privateKey: ReturnType<typeof createPrivateKey>;
  try {
    privateKey = createPrivateKey(key);
  } catch {
    throw new Error(`The TLS key file ${keyFile} holds no PEM private key (an unencrypted "-----BEGIN PRIVATE KEY-----").`);
  }
  if (!x509.checkPrivateKey(privateKey)) throw new Error(`The TLS key in ${keyFile} does not belong to the certificate in ${certFile}.`);
  return { cert, key };
}

/** Colyseus' own plain requests: matchmaking (and its CORS preflight) and the health check. */
function isRelayRequest(req: IncomingMessage): boolean {
  const path = (req.url ?? '/').split('?')[0]!;
  return path.startsWith('/matchmake/') || path === '/__healthcheck';
}

export function relayHttpServer(options: RelayHttpOptions = {}): Server {
  const routes: RelayRoutes = {
    request: [],
    upgrade: [],
    own: {
      request: (req, res) => {
        if (!isRelayRequest(req)) {
          if (options.onRequest) return void options.onRequest(req, res);
          res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
          return;
        }
        if (req.method !== 'OPTIONS' && options.gate && !options.gate.request(req, res)) return;
        for (const listener of routes.request) listener(req, res);
      },
      upgrade: (req, socket, head) => {
        if (options.gate && !options.gate.upgrade(req, socket)) return;
        for (const listener of routes.upgrade) listener(req, socket, head);
      },
    },
  };
  const server = options.tls ? createHttpsServer({ cert: options.tls.cert, key: options.tls.key }) : createHttpServer();
  server.on('request', routes.own.request);
  server.on('upgrade', routes.own.upgrade);
  routesOf.set(server, routes);
  return server;
}

/**
 * Puts the request and upgrade listeners Colyseus added to `server` (its transport on construction, its
 * router when it listens) behind the gate. Call it right after the relay's listen resolves: connections
 * are only accepted on a later turn of the event loop, so none reaches those listeners unguarded.
 */
export function claimRelayRoutes(server: Server): void {
  const routes = routesOf.get(server);
  if (!routes) throw new Error('This server was not made by relayHttpServer.');
  for (const event of ['request', 'upgrade'] as const) {
    for (const listener of server.listeners(event)) {
      if (listener === routes.own[event]) continue;
      server.removeListener(event, listener as never);
      (routes[event] as unknown[]).push(listener);
    }
  }
}
