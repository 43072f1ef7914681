/**
 * The parts of the games' action schemas (each game's `schema.ts`): the bounds every move's fields keep
 * whatever the table, so that a move can be read before the rules look at it. The rules check what
 * depends on the position (a cell on this grid, a seat at this table).
 */
import { z } from 'zod';

export const seatField = z.number().int().min(0).max(7);
export const cellField = z.number().int().min(0).max(200);
export const cardField = z.string().min(1).max(40);
export const cardsField = z.array(cardField).max(60);
