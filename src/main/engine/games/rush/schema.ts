/** The shape of a Rush for Medals move (RushAction in src/common/games/rush.ts). */
import { z } from 'zod';
import type { RushAction } from '../../../../common/games/rush';
import { cardField as card, cardsField as cards, seatField as seat } from '../../core/schema';

const rank = z.number().int().min(0).max(99);

export const rushActionSchema: z.ZodType<RushAction> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('layOut'), card }),
  z.object({ type: z.literal('takeOver'), rank, cards }),
  z.object({ type: z.literal('reinforce'), rank, card, cards }),
  z.object({ type: z.literal('sponsor'), card, option: z.enum(['draw', 'takeDiscard', 'demand']), target: seat.optional() }),
  z.object({ type: z.literal('doping'), card, option: z.enum(['destroy', 'discard', 'demand']), target: seat.optional(), other: card.optional() }),
  z.object({ type: z.literal('discard'), card }),
  z.object({ type: z.literal('accept') }),
  z.object({ type: z.literal('defend'), cards: z.tuple([card, card]) }),
]);
