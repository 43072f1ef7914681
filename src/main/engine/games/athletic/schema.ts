/** The shape of an Athletic Games move (AthleticAction in src/common/games/athletic.ts). */
import { z } from 'zod';
import { ATHLETIC_SLOTS } from '../../../../common/games/athletic';
import type { AthleticAction } from '../../../../common/games/athletic';
import { cardField } from '../../core/schema';
import { isCardId } from './cards';

/** A card of this game's deck (the deck is the same at every table). */
const card = cardField.refine(isCardId, 'no card of this game');
/** A slot of the five piles in the middle of the table. */
const slot = z.number().int().min(0).max(ATHLETIC_SLOTS - 1);

export const athleticActionSchema: z.ZodType<AthleticAction> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('play'), card, slot }),
  z.object({ type: z.literal('fill'), card, slot }),
  z.object({ type: z.literal('move'), from: slot, to: slot, count: z.number().int().min(1).max(60).optional() }),
  z.object({ type: z.literal('stop') }),
]);
