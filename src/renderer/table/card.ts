/** A card on the table: one sprite showing a face key ("back" or a front); flips by scaling x through 0. */
import { Container, Sprite } from 'pixi.js';
import type { Animator } from './anim';
import type { FaceTextures } from './textures';

export const BACK = 'back';

export class Card extends Container {
  readonly sprite: Sprite;
  face: string;
  private displayWidth = 50;

  constructor(private readonly faces: FaceTextures, face: string = BACK) {
    super();
    this.face = face;
    this.sprite = new Sprite(faces.get(face));
    this.sprite.anchor.set(0.5);
    this.addChild(this.sprite);
  }

  get isBack(): boolean {
    return this.face === BACK;
  }

  setFace(face: string): void {
    this.face = face;
    this.sprite.texture = this.faces.get(face);
  }

  /** Re-reads the texture after the face textures were rebuilt. */
  refresh(): void {
    if (this.destroyed) return;
    this.sprite.texture = this.faces.get(this.face);
    this.setDisplayWidth(this.displayWidth);
  }

  setDisplayWidth(width: number): void {
    this.displayWidth = width;
    this.sprite.scale.set(width / this.faces.designW);
  }

  /** Turns the card to `face`: narrows to the edge, swaps the picture, widens again. */
  async flipTo(face: string, anim: Animator, base = 0.16): Promise<void> {
    if (face === this.face) return;
    if (anim.instant || anim.reduced) {
      this.setFace(face);
      this.scale.set(1);
      this.sprite.y = 0;
      if (anim.reduced) await anim.fadeIn(this, base);
      return;
    }
    await Promise.all([
      anim.to(this.scale, { x: 0, duration: base, ease: 'power2.in' }),
      anim.to(this.sprite, { y: -4, duration: base, ease: 'power2.out' }),
    ]);
    if (this.destroyed) return;
    this.setFace(face);
    await Promise.all([
      anim.to(this.scale, { x: 1, duration: base, ease: 'power2.out' }),
      anim.to(this.sprite, { y: 0, duration: base, ease: 'power2.in' }),
    ]);
  }
}
