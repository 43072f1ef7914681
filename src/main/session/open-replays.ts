/**
 * The replays open at once (several windows may each show one): a replay opens from a fully verified save;
 * past MAX_REPLAYS the oldest closes.
 */
import type { ReplayFrame, Reply, RequestOf } from '../../common/contract';
import { openReplay, type Replay } from '../replay';
import type { GameRegistry } from './registry';
import type { SaveShelf } from './save-shelf';
import { fail } from './shared';

const MAX_REPLAYS = 4;

export class OpenReplays {
  private readonly replays = new Map<string, Replay>();

  constructor(
    private readonly shelf: SaveShelf,
    private readonly games: GameRegistry,
  ) {}

  async open(saveId: string): Promise<Reply<ReplayFrame>> {
    const read = await this.shelf.readVerified(saveId);
    if (!read.ok) return read;
    const replay = openReplay(read.value.save, this.games);
    this.replays.set(replay.id, replay);
    for (const old of this.replays.keys()) if (this.replays.size > MAX_REPLAYS) this.replays.delete(old);
    return { ok: true, value: replay.frame(0, 'spectator', false) };
  }

  frame(req: RequestOf<'replayFrame'>): Reply<ReplayFrame> {
    const replay = this.replays.get(req.replayId);
    if (!replay) return fail('noReplay', 'This replay is no longer open.');
    return { ok: true, value: replay.frame(req.position, req.pov, req.showAll, req.history ?? false) };
  }

  close(replayId: string): Reply<null> {
    this.replays.delete(replayId);
    return { ok: true, value: null };
  }
}
