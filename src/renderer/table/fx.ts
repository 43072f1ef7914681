/**
 * Effects every table draws over its cards: a text that floats up and fades, and a safe way to remove
 * a display object that may still be tweening.
 */
import { gsap } from 'gsap';
import { Container, Text, type Graphics } from 'pixi.js';
import type { Animator } from './anim';
import type { Card } from './card';
import { ART_FONT } from './card-art';

export type Point = { x: number; y: number };

/** How a text floating over the table looks and moves. */
export interface FloatStyle {
  fontSize: number;
  stroke: number;
  /** Seconds it stays before fading out. */
  hold: number;
  /** How far it rises while it appears, then while it fades (pixels), and how long each takes. */
  rise?: [number, number];
  durations?: [number, number];
}

/** A text that appears at `at`, rises, holds, and fades away on `layer`. */
export async function floatText(anim: Animator, layer: Container, text: string, at: Point, color: number, style: FloatStyle): Promise<void> {
  const [up, away] = style.rise ?? [16, 40];
  const [fadeIn, fadeOut] = style.durations ?? [0.25, 0.45];
  const tx = new Text({ text, style: { fontFamily: ART_FONT, fontSize: style.fontSize, fontWeight: '800', fill: color, stroke: { color: 0x102010, width: style.stroke } }, resolution: 2 });
  tx.anchor.set(0.5);
  tx.position.set(at.x, at.y);
  tx.alpha = 0;
  layer.addChild(tx);
  await anim.to(tx, { alpha: 1, y: at.y - up, duration: fadeIn });
  await anim.to(tx, { alpha: 0, y: at.y - away, duration: fadeOut, delay: style.hold });
  retire(tx);
}

/**
 * Destroys a display object after finishing every tween on it and its children: a tween reading a
 * destroyed object throws inside GSAP's ticker and stalls every animation, and a tween killed before it
 * started would never settle the promise waiting on it. Jumping to the end completes them.
 */
export function retire(obj: Container): void {
  const walk = (o: Container): void => {
    for (const target of [o, o.scale, o.position]) for (const tw of gsap.getTweensOf(target)) tw.progress(1);
    for (const c of o.children) walk(c as Container);
  };
  if (obj.destroyed) return;
  walk(obj);
  obj.destroy({ children: true });
}

/** An outline of dashes along a rounded rectangle (an empty place on the table). */
export function dashedRoundRect(g: Graphics, x: number, y: number, w: number, hgt: number, r: number, width: number, color: number, alpha: number): void {
  const dash = Math.max(6, w * 0.09);
  const gap = dash * 0.7;
  const line = (x1: number, y1: number, x2: number, y2: number): void => {
    const len = Math.hypot(x2 - x1, y2 - y1);
    const ux = (x2 - x1) / len;
    const uy = (y2 - y1) / len;
    for (let d = 0; d < len; d += dash + gap) {
      const e = Math.min(len, d + dash);
      g.moveTo(x1 + ux * d, y1 + uy * d).lineTo(x1 + ux * e, y1 + uy * e);
    }
  };
  line(x + r, y, x + w - r, y);
  line(x + w, y + r, x + w, y + hgt - r);
  line(x + w - r, y + hgt, x + r, y + hgt);
  line(x, y + hgt - r, x, y + r);
  g.stroke({ width, color, alpha, cap: 'round' });
  for (const [cx, cy, a0] of [[x + r, y + r, Math.PI], [x + w - r, y + r, -Math.PI / 2], [x + w - r, y + hgt - r, 0], [x + r, y + hgt - r, Math.PI / 2]] as const) {
    g.moveTo(cx + r * Math.cos(a0), cy + r * Math.sin(a0)).arc(cx, cy, r, a0, a0 + Math.PI / 2).stroke({ width, color, alpha, cap: 'round' });
  }
}

/** Where a card flies from or to: a rectangle on the table. */
type Box = { x: number; y: number; width: number; height: number };
export interface FlyOptions {
  delay?: number;
  /** The face it turns to on the way. */
  toFace?: string;
  duration?: number;
  /** A swing (radians) out and back during the flight. */
  arc?: number;
}

/**
 * A card moving from one place to another on `layer`, changing size (and face, a third of the way) as
 * it goes. `make` draws the card into its holder; the holder moves and grows while the card inside it
 * turns over, so the two tweens never fight over a scale.
 */
export async function flyCard(anim: Animator, layer: Container, make: (face: string, r: Box, into: Container) => Card, face: string, from: Box, to: Box, opts: FlyOptions = {}): Promise<void> {
  const holder = new Container();
  holder.position.set(from.x + from.width / 2, from.y + from.height / 2);
  layer.addChild(holder);
  const c = make(face, { x: -from.width / 2, y: -from.height / 2, width: from.width, height: from.height }, holder);
  const dur = opts.duration ?? 0.42;
  const delay = opts.delay ?? 0;
  const k = to.width / from.width;
  const jobs: Promise<void>[] = [
    anim.to(holder, { x: to.x + to.width / 2, y: to.y + to.height / 2, duration: dur, delay, ease: 'power2.inOut' }),
    anim.to(holder.scale, { x: k, y: k, duration: dur, delay, ease: 'power2.inOut' }),
  ];
  if (opts.arc) jobs.push(anim.to(holder, { rotation: opts.arc, duration: dur / 2, delay, yoyo: true, repeat: 1 }));
  const toFace = opts.toFace;
  if (toFace && toFace !== face) {
    jobs.push(
      (async () => {
        await anim.wait(delay + dur * 0.3);
        if (!c.destroyed) await c.flipTo(toFace, anim, 0.1);
      })(),
    );
  }
  await Promise.all(jobs);
  retire(holder);
}
