/**
 * Draker's table in motion: one animation per event, each starting from the board's picture and
 * leaving the picture as the event left the game.
 */
import type { DrakerEvent, DrakerView } from '../../../common/games/draker';
import { DrakerBoard, pictureOf } from './board';

export { type HintMarks, type Interaction, type SceneHooks } from './board';

export class DrakerScene extends DrakerBoard {
  async play(ev: DrakerEvent): Promise<void> {
    if (this.dead || !this.pic) return;
    void ev;
    if (!this.dead) this.render();
  }

  /** The deal at the start of a match. */
  async deal(view: DrakerView): Promise<void> {
    if (this.dead) return;
    this.pic = pictureOf(view);
    this.render();
  }
}
