/** The window title names the game in progress: "Klepka Words — Card Table", else "Card Table". */
import type { GameId, Reply } from '../common/contract';
import type { RequestHandler } from './ipc';
import { GAMES } from './games';

export const APP_NAME = 'Card Table';

export function windowTitle(gameId: GameId | null | undefined): string {
  return gameId ? `${GAMES[gameId]?.name ?? gameId} — ${APP_NAME}` : APP_NAME;
}

export interface TitleSource {
  readonly current: { readonly gameId: GameId } | null;
  handle(method: string, payload: unknown): Promise<Reply<unknown>>;
  onPush(listener: () => void): () => void;
}

/**
 * Keeps the window title on the game in progress: it is set again after every request and every push
 * (a game is started, loaded, continued or closed only through these). Returns the request handler to
 * register in place of `source`.
 */
export function titleFollowsGame(source: TitleSource, setTitle: (title: string) => void): RequestHandler {
  const sync = () => setTitle(windowTitle(source.current?.gameId));
  source.onPush(sync);
  return {
    handle: async (method, payload) => {
      const reply = await source.handle(method, payload);
      sync();
      return reply;
    },
  };
}
