/**
 * What a phone may ask of the party listener (src/common/party.ts): its seat's table, a move of its seat,
 * whether a move of its seat would be accepted now, or (when the host allows it) a hint for its seat.
 */
import { z } from 'zod';
import type { PhoneFrame } from '../../common/party';
import type { MatchSession } from '../session/match';
import { fail } from '../session/shared';

const id = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const action = z.looseObject({ type: z.string().min(1).max(40) });
const phoneRequestSchema = z.discriminatedUnion('method', [
  z.strictObject({ id, method: z.literal('table') }),
  z.strictObject({ id, method: z.literal('act'), version: id, action }),
  z.strictObject({ id, method: z.literal('check'), version: id, action }),
  z.strictObject({ id, method: z.literal('hint'), version: id }),
]);

/** What the host lets its phones ask beyond their table and moves. */
export interface PhoneAllowance {
  hints: boolean;
}

export const HINTS_OFF_CODE = 'hintsOff';

/** The answer to one text frame of the phone bound to `seat` of match `matchId` (never throws). */
export async function answerPhone(session: MatchSession | null, matchId: string | null, seat: number, text: string, allow: PhoneAllowance = { hints: false }): Promise<PhoneFrame> {
  let msg: unknown;
  try {
    msg = JSON.parse(text);
  } catch {
    return { id: -1, reply: fail('badFrame', 'The message is not valid JSON.') };
  }
  const parsed = phoneRequestSchema.safeParse(msg);
  const frameId = typeof (msg as { id?: unknown })?.id === 'number' ? (msg as { id: number }).id : -1;
  if (!parsed.success) return { id: frameId, reply: fail('badFrame', 'A phone may ask for its table, check or make a move of its seat, or ask for a hint.') };
  if (!session || session.id !== matchId || session.isStopped) return { id: frameId, reply: fail('noMatch', 'No game is open.') };
  const req = parsed.data;
  if (req.method === 'table') return { id: frameId, reply: { ok: true, value: session.seatUpdate(seat) } };
  if (req.method === 'hint' && !allow.hints) return { id: frameId, reply: fail(HINTS_OFF_CODE, 'The host does not allow hints on this seat.') };
  if (req.version !== session.version) {
    return { id: frameId, reply: fail('staleTable', 'The table changed before this message arrived. Nothing was done.') };
  }
  try {
    if (req.method === 'check') return { id: frameId, reply: session.check(seat, req.action, true) };
    if (req.method === 'hint') {
      const turn = session.turn;
      const hint = await session.hint(seat, true);
      // the table may have moved on while the bot thought: the turn tells the seat which table it was for
      return { id: frameId, reply: hint.ok ? { ok: true, value: { action: hint.value, turn } } : hint };
    }
    const reply = session.act(seat, req.action, true);
    return { id: frameId, reply: reply.ok ? { ok: true, value: null } : reply };
  } catch (e) {
    return { id: frameId, reply: fail('internal', `Something went wrong: ${e instanceof Error ? e.message : String(e)}`) };
  }
}
