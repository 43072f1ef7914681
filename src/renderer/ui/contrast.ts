/**
 * High contrast: the setting (system / high / standard) resolved against the system's
 * prefers-contrast, shown as the `high-contrast` class on <html> (the DOM's token set in tokens.css)
 * and told to the tables' kit (card outlines), which redraws its faces when it changes.
 */
import type { Contrast } from '../../common/contract';

export const HIGH_CONTRAST_CLASS = 'high-contrast';

let chosen: Contrast = 'system';
let systemMore: MediaQueryList | null = null;
const listeners = new Set<(on: boolean) => void>();

/** Whether `contrast` means high contrast, given what the system asks. */
export function resolveContrast(contrast: Contrast, systemAsksMore: boolean): boolean {
  return contrast === 'high' || (contrast === 'system' && systemAsksMore);
}

export function highContrast(): boolean {
  return document.documentElement.classList.contains(HIGH_CONTRAST_CLASS);
}

function apply(): void {
  const on = resolveContrast(chosen, systemMore?.matches ?? false);
  if (on === highContrast()) return;
  document.documentElement.classList.toggle(HIGH_CONTRAST_CLASS, on);
  for (const l of listeners) l(on);
}

/** Applies the setting; with "system" it follows prefers-contrast as that changes. */
export function setContrast(contrast: Contrast): void {
  chosen = contrast;
  if (!systemMore && typeof window.matchMedia === 'function') {
    systemMore = window.matchMedia('(prefers-contrast: more)');
    systemMore.addEventListener('change', apply);
  }
  apply();
}

export function onContrastChange(listener: (on: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
