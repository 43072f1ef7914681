/**
 * The list of games on the phone side (party mode): one `phone.ts` per game folder. Kept apart from the
 * table manifests (games/index.ts) so that the phone page loads no Pixi scene, only the DOM parts and the
 * game's words, card names and log lines, which it shares with the table.
 */
import type { GameId } from '../../common/names';
import { addStrings } from '../i18n';
import type { PhoneEntry } from '../phone/entry';
import { athleticPhone } from './athletic/phone';
import { drakerPhone } from './draker/phone';
import { footballPhone } from './football/phone';
import { rushPhone } from './rush/phone';
import { wordsPhone } from './words/phone';

export const PHONES: { readonly [G in GameId]: PhoneEntry & { readonly id: G } } = {
  football: footballPhone as PhoneEntry & { id: 'football' },
  rush: rushPhone as PhoneEntry & { id: 'rush' },
  athletic: athleticPhone as PhoneEntry & { id: 'athletic' },
  draker: drakerPhone as PhoneEntry & { id: 'draker' },
  words: wordsPhone as PhoneEntry & { id: 'words' },
};

for (const phone of Object.values(PHONES)) addStrings(phone.strings);
