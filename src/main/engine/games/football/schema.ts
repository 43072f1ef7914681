/** The shape of a Klepka Football move (FootballAction in src/common/games/football.ts). */
import { z } from 'zod';
import type { FootballAction } from '../../../../common/games/football';
import { cellField as cell, seatField as seat } from '../../core/schema';

export const footballActionSchema: z.ZodType<FootballAction> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('flip'), cell }),
  z.object({ type: z.literal('useVar'), cells: z.tuple([cell, cell]) }),
  z.object({ type: z.literal('playGame'), opponent: seat }),
  z.object({ type: z.literal('takePair'), footballer: z.number().int().min(0).max(99) }),
  z.object({ type: z.literal('yellow'), target: seat, double: z.boolean().optional() }),
  z.object({ type: z.literal('red') }),
  z.object({ type: z.literal('pass') }),
]);
