import { describe, expect, it } from 'vitest';
import { COMBO_CARD_ID, COMBO_ID, COMMON_ID, ENTRY_ID, HAND_ID, POOL_ID, SEAT_ID } from '../../src/renderer/games/draker/board';
import { buttonRegion } from '../../src/renderer/games/draker/regions';

describe("Draker's keyboard regions", () => {
  it('puts the hand, the table and the opponents apart', () => {
    expect(buttonRegion(HAND_ID + 7, { kind: 'card', id: 'x' }, 0)).toBe('hand');
    expect(buttonRegion(COMMON_ID + 3, { kind: 'card', id: 'x' }, 0)).toBe('piles');
    expect(buttonRegion(ENTRY_ID + 1, { kind: 'entry', id: 1 }, 0)).toBe('piles');
    // the viewer's own pool and combinations lie on the table; the others' before them, with the seats (targets)
    expect(buttonRegion(POOL_ID + 4, { kind: 'card', id: 'x', zone: 0 }, 0)).toBe('piles');
    expect(buttonRegion(POOL_ID + 4, { kind: 'card', id: 'x', zone: 1 }, 0)).toBe('opponents');
    expect(buttonRegion(COMBO_ID + 2, { kind: 'combo', id: 2, zone: 0 }, 0)).toBe('piles');
    expect(buttonRegion(COMBO_CARD_ID + 201, { kind: 'combo', id: 2, card: 'x', zone: 1 }, 0)).toBe('opponents');
    expect(buttonRegion(SEAT_ID + 1, { kind: 'seat', seat: 1 }, 0)).toBe('opponents');
    expect(buttonRegion(SEAT_ID + 0, { kind: 'seat', seat: 0 }, 0)).toBe('opponents');
    // a spectator has no hand and no pool of their own
    expect(buttonRegion(POOL_ID + 4, { kind: 'card', id: 'x', zone: 0 }, 'spectator')).toBe('opponents');
  });
});
