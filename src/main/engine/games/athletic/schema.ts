/** The shape of an Athletic Games move (AthleticAction in src/common/games/athletic.ts). */
import { z } from 'zod';
import type { AthleticAction } from '../../../../common/games/athletic';
import { cardField as card, cellField as cell } from '../../core/schema';

export const athleticActionSchema: z.ZodType<AthleticAction> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('play'), card, slot: cell }),
  z.object({ type: z.literal('fill'), card, slot: cell }),
  z.object({ type: z.literal('move'), from: cell, to: cell, count: z.number().int().min(1).max(60).optional() }),
  z.object({ type: z.literal('stop') }),
]);
