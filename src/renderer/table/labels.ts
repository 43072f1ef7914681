/** Texts a table keeps by key across redraws: made once, then given their new words, style and place. */
import { Text, type Container, type TextStyleOptions } from 'pixi.js';

/**
 * The text kept under `key` in `labels` (made on `layer` the first time), showing `value` in `style`
 * (white and upright unless the style says otherwise), anchored at (x, y), shrunk to `maxWidth` when
 * wider (0 = no limit), visible and opaque.
 */
export function keepLabel(labels: Map<string, Text>, layer: Container, fontFamily: string, key: string, value: string, style: TextStyleOptions, x: number, y: number, anchor: [number, number] = [0.5, 0.5], maxWidth = 0): Text {
  let tx = labels.get(key);
  if (!tx) {
    tx = new Text({ text: value, style: { fontFamily, fill: 0xffffff, ...style }, resolution: 2 });
    labels.set(key, tx);
    layer.addChild(tx);
  } else {
    if (tx.text !== value) tx.text = value;
    Object.assign(tx.style, { fill: 0xffffff, fontStyle: 'normal', ...style });
  }
  tx.scale.set(1);
  if (maxWidth > 0 && tx.width > maxWidth) tx.scale.set(maxWidth / tx.width);
  tx.anchor.set(anchor[0], anchor[1]);
  tx.position.set(x, y);
  tx.visible = true;
  tx.alpha = 1;
  return tx;
}
