/** The mute key (M, at a table): silences the table until pressed again; typing (fields, composing a word) keeps the letter. */
import { t } from '../i18n';
import { toast } from '../ui/toast';
import type { SoundPlayer } from './player';

export const MUTE_KEY = 'KeyM';

export function listenForMuteKey(sound: SoundPlayer): void {
  // On window, after the document's listeners: a key a table already used (preventDefault) is not a mute.
  window.addEventListener('keydown', (ev) => {
    if (!document.body.classList.contains('at-table') || ev.code !== MUTE_KEY || ev.defaultPrevented || ev.repeat || ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const target = ev.target as HTMLElement | null;
    if (target && (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return;
    const muted = sound.toggleMute();
    // the mark on the table and the word in Settings follow it
    document.body.classList.toggle('sound-muted', muted);
    toast(t(muted ? 'sound.muted' : 'sound.unmuted'), 'info');
  });
}
