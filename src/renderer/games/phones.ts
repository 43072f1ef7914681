/**
 * The list of games on the phone side (party mode): one `phone.ts` per game folder. Kept apart from the
 * table manifests (games/index.ts) so that the phone page loads no Pixi scene, only the DOM parts and the
 * game's words, card names and log lines, which it shares with the table.
 */
import type { GameId } from '../../common/names';
import { addStrings } from '../i18n';
import type { PhoneEntry } from '../phone/entry';
import { footballPhone } from './football/phone';
import { rushPhone } from './rush/phone';

export const PHONES: { readonly [G in GameId]?: PhoneEntry & { readonly id: G } } = {
  football: footballPhone as PhoneEntry & { id: 'football' },
  rush: rushPhone as PhoneEntry & { id: 'rush' },
};

for (const phone of Object.values(PHONES)) addStrings(phone.strings);
