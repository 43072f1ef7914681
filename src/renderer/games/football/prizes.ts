/**
 * The prize cards' colours and marks, without Pixi: the canvas art, the side panel and the phone page
 * share them. The YELLOW and RED referee cards differ in colour, so each also carries its own shape
 * (a caution triangle, a sending-off cross) that reads without hue.
 */
import type { PrizeKind } from '../../../common/games/football';
import type { RuleColour } from '../../table/colour-vision';

/** The colour each prize card shows: the referee's card, VAR's screen, PLAY GAME's face (and the panels' mini cards). */
export const PRIZE_COLOUR: Record<PrizeKind, number> = { yellow: 0xfdd835, red: 0xe53935, var: 0x0d47a1, playGame: 0x0e4d7a };

/** The short mark of each prize card as text. */
export const PRIZE_MARK: Record<PrizeKind, string> = { yellow: '▲', red: '✖', var: 'VAR', playGame: '⚽' };

/** The prize cards whose colours the rules tell apart, each with its mark. */
export const RULE_PALETTE: readonly RuleColour[] = (Object.keys(PRIZE_COLOUR) as PrizeKind[]).map((key) => ({ key, color: PRIZE_COLOUR[key], mark: PRIZE_MARK[key] }));
