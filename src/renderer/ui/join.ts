/**
 * Join a game: the player pastes the link the host gave for their seat; the app checks its form at once
 * (a cut link is named, nothing else happens) and then plays that seat in this window with its own code
 * (remote/join-line.ts), so no page the relay serves runs.
 */
import { parseRelayLink, RelayLinkError } from '../../common/relay-link';
import { t } from '../i18n';
import { joinInThisWindow } from '../remote/join-line';
import { openDialog } from './dialog';
import { h } from './dom';

export function openJoinDialog(): void {
  const input = h('input', { type: 'url', id: 'join-link', name: 'link', autocomplete: 'off', spellcheck: false, required: true, placeholder: 'https://relay.example.org/#k=…', 'aria-describedby': 'join-explain join-problem' });
  const problem = h('p', { id: 'join-problem', className: 'form-error', role: 'alert' });
  const join = (): void => {
    try {
      parseRelayLink(input.value);
    } catch (e) {
      problem.textContent = e instanceof RelayLinkError ? t(`remote.badLink.${e.problem}`) : t('join.notALink');
      input.setAttribute('aria-invalid', 'true');
      input.focus();
      return;
    }
    handle.close();
    joinInThisWindow(input.value.trim());
  };
  const form = h(
    'form',
    { className: 'join-form', onsubmit: (ev: Event) => (ev.preventDefault(), join()) },
    h('p', { id: 'join-explain', className: 'muted' }, t('join.explain')),
    h('label', { for: 'join-link' }, t('join.linkLabel')),
    input,
    problem,
    h('div', { className: 'dialog-actions' }, h('button', { type: 'button', className: 'btn', onclick: () => handle.close() }, t('common.cancel')), h('button', { type: 'submit', className: 'btn primary' }, t('join.go'))),
  );
  input.addEventListener('input', () => {
    problem.textContent = '';
    input.removeAttribute('aria-invalid');
  });
  const handle = openDialog(t('join.title'), [form], { className: 'join-dialog' });
  input.focus();
}
