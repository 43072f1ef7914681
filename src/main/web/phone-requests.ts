/** What a phone may ask of the party listener (src/common/party.ts): its seat's table, or a move of its seat. */
import { z } from 'zod';
import type { PhoneFrame } from '../../common/party';
import type { MatchSession } from '../session/match';
import { fail } from '../session/shared';

const id = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const phoneRequestSchema = z.discriminatedUnion('method', [
  z.strictObject({ id, method: z.literal('table') }),
  z.strictObject({ id, method: z.literal('act'), version: id, action: z.looseObject({ type: z.string().min(1).max(40) }) }),
]);

/** The answer to one text frame of the phone bound to `seat` of match `matchId` (never throws). */
export function answerPhone(session: MatchSession | null, matchId: string | null, seat: number, text: string): PhoneFrame {
  let msg: unknown;
  try {
    msg = JSON.parse(text);
  } catch {
    return { id: -1, reply: fail('badFrame', 'The message is not valid JSON.') };
  }
  const parsed = phoneRequestSchema.safeParse(msg);
  const frameId = typeof (msg as { id?: unknown })?.id === 'number' ? (msg as { id: number }).id : -1;
  if (!parsed.success) return { id: frameId, reply: fail('badFrame', 'A phone may ask for its table or make a move of its seat.') };
  if (!session || session.id !== matchId || session.isStopped) return { id: frameId, reply: fail('noMatch', 'No game is open.') };
  const req = parsed.data;
  if (req.method === 'table') return { id: frameId, reply: { ok: true, value: session.seatUpdate(seat) } };
  if (req.version !== session.version) {
    return { id: frameId, reply: fail('staleTable', 'The table changed before this move arrived. Nothing was done.') };
  }
  try {
    const reply = session.act(seat, req.action, true);
    return { id: frameId, reply: reply.ok ? { ok: true, value: null } : reply };
  } catch (e) {
    return { id: frameId, reply: fail('internal', `Something went wrong: ${e instanceof Error ? e.message : String(e)}`) };
  }
}
