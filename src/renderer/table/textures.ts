/**
 * Card faces drawn once per key into textures at the resolution the table shows them, redrawn when
 * the card size on screen changes a lot (window resize) so the art stays sharp.
 */
import { Graphics, Rectangle, type Container, type Renderer, type Texture } from 'pixi.js';
import { highContrast } from '../ui/contrast';

/** The dark outline every card face gets in high contrast, in design units of a 200-wide card. */
export const HIGH_CONTRAST_OUTLINE = { width: 7, color: 0x000000, radius: 14 } as const;

export class FaceTextures {
  private cache = new Map<string, Texture>();
  private resolution = 1;
  /** Whether the cached faces carry the high-contrast outline. */
  private outlined = false;
  private listeners = new Set<() => void>();

  constructor(
    private readonly renderer: Renderer,
    readonly designW: number,
    readonly designH: number,
    private readonly draw: (key: string, resolution: number) => Container,
  ) {}

  /** Sets the on-screen card width (CSS pixels); rebuilds textures when the needed resolution changed. */
  setDisplayWidth(width: number): void {
    const dpr = window.devicePixelRatio || 1;
    const wanted = Math.max(0.25, Math.min(4, Math.ceil(((width * dpr) / this.designW) * 8) / 8));
    if (Math.abs(wanted - this.resolution) / this.resolution < 0.12 && this.cache.size > 0) return;
    this.resolution = wanted;
    this.invalidate();
  }

  /** Drops every texture (e.g. after a language change altered text on the art) and tells the users. */
  invalidate(): void {
    const old = [...this.cache.values()];
    this.cache.clear();
    for (const l of this.listeners) l();
    for (const tex of old) tex.destroy(true);
  }

  onInvalidate(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get(key: string): Texture {
    // the contrast setting changed since these faces were drawn: every face is drawn again
    if (this.outlined !== highContrast()) {
      this.outlined = highContrast();
      if (this.cache.size > 0) this.invalidate();
    }
    let tex = this.cache.get(key);
    if (!tex) {
      const art = this.draw(key, this.resolution);
      if (this.outlined) art.addChild(outline(this.designW, this.designH));
      tex = this.renderer.generateTexture({
        target: art,
        frame: new Rectangle(0, 0, this.designW, this.designH),
        resolution: this.resolution,
        antialias: true,
      });
      art.destroy({ children: true });
      this.cache.set(key, tex);
    }
    return tex;
  }
}

/** A dark frame along the card's edge that sets every face off the felt and its neighbours. */
function outline(w: number, h: number): Graphics {
  const k = w / 200;
  const { width, color, radius } = HIGH_CONTRAST_OUTLINE;
  return new Graphics().roundRect((width * k) / 2, (width * k) / 2, w - width * k, h - width * k, radius * k).stroke({ width: width * k, color });
}
