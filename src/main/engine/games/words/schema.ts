/** The shape of a Klepka Words move (WordsAction in src/common/games/words.ts). */
import { z } from 'zod';
import type { WordsAction } from '../../../../common/games/words';
import { cardField as card, cardsField as cards, cellField as cell, seatField as seat } from '../../core/schema';

export const wordsActionSchema: z.ZodType<WordsAction> = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('compose'),
    word: z.string().min(1).max(64),
    cards,
    polysemy: z.object({ card, letter: z.string().min(1).max(4) }).optional(),
  }),
  z.object({ type: z.literal('endCompose') }),
  z.object({ type: z.literal('flip'), cell }),
  z.object({ type: z.literal('choosePairs'), cards }),
  z.object({ type: z.literal('exchange'), give: card, target: seat, take: card }),
  z.object({ type: z.literal('chaos'), cells: z.array(cell).max(60).optional() }),
  z.object({ type: z.literal('pass') }),
]);
