/**
 * Table sounds: every event type of every game's engine (read from the event unions in
 * src/common/games/*.ts with the TypeScript compiler) has a row; the synthesiser's sounds are short and
 * soft; the player is quiet when it should be and never fails without an audio device.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TableUpdate } from '../../src/common/contract';
import type { DrakerEvent } from '../../src/common/games/draker';
import { GAME_IDS } from '../../src/common/names';
import { TABLES } from '../../src/renderer/games';
import { SoundPlayer, type SoundHost, type SoundSettings } from '../../src/renderer/sound/player';
import { schedule, SOUND_NAMES, VARIANTS, voicesOf, type SoundName } from '../../src/renderer/sound/synth';
import { soundOf } from '../../src/renderer/sound/table';
import { eventTypes, ROOT } from './event-types';

/** The events each table deliberately plays no sound for. */
const SILENT: Record<string, string[]> = {
  football: ['turn', 'skip', 'window', 'pass'],
  athletic: ['turn', 'stop'],
  rush: ['turn', 'emptyHand', 'accept'],
  words: ['turn', 'window', 'pass', 'endCompose', 'batch', 'choice'],
  draker: ['turn', 'pass', 'pending', 'phase', 'values'],
};

const update = (kinds: ('human' | 'bot')[]): TableUpdate => ({ seats: kinds.map((kind, i) => ({ kind, name: `P${i}` })) }) as unknown as TableUpdate;

describe('sound tables', () => {
  it('every game has one, in its table folder', () => {
    for (const game of GAME_IDS) {
      expect(existsSync(join(ROOT, 'src/renderer/games', game, 'sounds.ts')), game).toBe(true);
      expect(TABLES[game].sounds, game).toBeDefined();
    }
  });

  for (const game of GAME_IDS) {
    it(`${game}: every engine event type has exactly one row, a sound or listed as silent`, () => {
      const types = eventTypes(game);
      expect(types.length).toBeGreaterThan(5);
      const table = TABLES[game].sounds;
      expect(Object.keys(table).sort()).toEqual([...types].sort());
      const silent = types.filter((type) => table[type] === null);
      expect(silent.sort()).toEqual([...SILENT[game]!].sort());
      for (const type of types) {
        const row = table[type];
        if (typeof row === 'string') expect(SOUND_NAMES, `${game}.${type}`).toContain(row);
        else if (row !== null) expect(typeof row, `${game}.${type}`).toBe('function');
      }
    });

    it(`${game}: the end of the game plays a fanfare for a human winner and a calm close otherwise`, () => {
      const table = TABLES[game].sounds;
      const over = { type: 'gameOver', outcome: { scores: [3, 1], winners: [0], reason: 'x' } };
      expect(soundOf(table, over, update(['human', 'bot']))).toBe('fanfare');
      expect(soundOf(table, over, update(['bot', 'human']))).toBe('results');
    });
  }

  it('draker: a long combination rings a chord, a short one two notes; a broken defence and a cost paid with life leave the sound to the life lost', () => {
    const table = TABLES.draker.sounds;
    const u = update(['human', 'bot']);
    const ev = (e: DrakerEvent): { type: string } => e;
    const declare = (cards: string[]) => ev({ type: 'declare', seat: 0, combo: 1, kind: 'DEF', cards, base: 1, mult: 1, value: 1 });
    expect(soundOf(table, declare(['hearts-2', 'hearts-3', 'hearts-4']), u)).toBe('combo');
    expect(soundOf(table, declare(['hearts-2']), u)).toBe('pair');
    expect(soundOf(table, ev({ type: 'blocked', seat: 1, from: 0, combo: 3, amount: 9, damage: 3, defenceLeft: 0 }), u)).toBeNull();
    expect(soundOf(table, ev({ type: 'blocked', seat: 1, from: 0, combo: 3, amount: 5, damage: 0, defenceLeft: 3 }), u)).toBe('place');
    expect(soundOf(table, ev({ type: 'costPaid', seat: 1, combo: null, amount: 2 }), u)).toBeNull();
    expect(soundOf(table, ev({ type: 'costPaid', seat: 1, combo: 3, amount: 2 }), u)).toBe('pile');
  });

  it('an event type a table does not know is silent, not an error', () => {
    expect(soundOf(TABLES.football.sounds, { type: 'noSuchEvent' }, update(['human']))).toBeNull();
    expect(soundOf(TABLES.football.sounds, { type: 'flip' }, update(['human']))).toBe('flip');
  });
});

/** A stand-in audio context that records what is scheduled on it. */
class FakeContext {
  currentTime = 10;
  sampleRate = 8000;
  state = 'running';
  destination = {};
  starts: { at: number; stop: number; kind: string; freq: number }[] = [];
  peaks: number[] = [];
  private param(onSet?: (v: number) => void) {
    return { value: 0, setValueAtTime: (v: number) => onSet?.(v), exponentialRampToValueAtTime: (v: number) => onSet?.(v) };
  }
  private node(kind: string) {
    const n = {
      kind,
      freq: 0,
      connect: (next: unknown) => next,
      start: (at: number) => this.starts.push({ at, stop: at, kind, freq: n.freq }),
      stop: (at: number) => (this.starts[this.starts.length - 1]!.stop = at),
      frequency: this.param((v) => (n.freq ||= v)),
      Q: this.param(),
      gain: this.param((v) => this.peaks.push(v)),
      type: '',
      buffer: null as unknown,
    };
    return n;
  }
  createGain = () => this.node('gain');
  createOscillator = () => this.node('osc');
  createBufferSource = () => this.node('noise');
  createBiquadFilter = () => this.node('filter');
  createBuffer = (_c: number, length: number) => ({ getChannelData: () => new Float32Array(length) });
  resume = () => Promise.resolve();
  suspend = () => Promise.resolve();
}

const scheduled = (name: SoundName, v: number, scale: number): FakeContext => {
  const ctx = new FakeContext();
  schedule(ctx as unknown as BaseAudioContext, ctx.createGain() as unknown as AudioNode, voicesOf(name, v, scale));
  return ctx;
};

describe('synthesiser', () => {
  it('every sound schedules voices now, short (under 1.2 s) and soft (no voice above 0.6)', () => {
    for (const name of SOUND_NAMES) {
      const ctx = scheduled(name, 0, 1);
      expect(ctx.starts.length, name).toBeGreaterThan(0);
      expect(Math.min(...ctx.starts.map((s) => s.at)), name).toBe(10);
      expect(Math.max(...ctx.starts.map((s) => s.stop)) - 10, name).toBeLessThan(1.2);
      expect(Math.max(...ctx.peaks), name).toBeLessThanOrEqual(0.6);
      expect(Math.min(...ctx.peaks), name).toBeGreaterThan(0);
    }
  });

  it('the frequent sounds have variants that differ from each other', () => {
    for (const name of ['flip', 'place', 'deal', 'draw'] as const) {
      const count = VARIANTS[name]!;
      expect(count, name).toBeGreaterThanOrEqual(3);
      const shapes = new Set(Array.from({ length: count }, (_, v) => JSON.stringify(voicesOf(name, v, 1))));
      expect(shapes.size, name).toBe(count);
    }
  });

  it('a faster speed makes a sound shorter', () => {
    const end = (scale: number) => Math.max(...voicesOf('fanfare', 0, scale).map((x) => x.at + x.dur));
    expect(end(0.6)).toBeLessThan(end(1));
  });
});

describe('player', () => {
  const host = (ctor: SoundHost['AudioContext'], hidden = false): SoundHost => ({ document: { hidden, addEventListener: () => {} } as unknown as Document, AudioContext: ctor });
  const on: SoundSettings = { sound: true, volume: 70, animationSpeed: 'normal' };

  function played(settings: SoundSettings, opts: { hidden?: boolean; mute?: boolean; ctor?: SoundHost['AudioContext'] } = {}): { names: SoundName[]; contexts: FakeContext[] } {
    const contexts: FakeContext[] = [];
    const Ctor = 'ctor' in opts ? opts.ctor : (class extends FakeContext { constructor() { super(); contexts.push(this); } } as unknown as SoundHost['AudioContext']);
    const names: SoundName[] = [];
    const player = new SoundPlayer((n) => names.push(n), host(Ctor, opts.hidden));
    player.configure(settings);
    if (opts.mute) player.toggleMute();
    player.play('flip');
    player.play('place');
    return { names, contexts };
  }

  it('schedules sounds when on, taking turns through the variants', () => {
    const { names, contexts } = played(on);
    expect(names).toEqual(['flip', 'place']);
    expect(contexts).toHaveLength(1);
    expect(contexts[0]!.starts.length).toBeGreaterThan(2);
  });

  it('is quiet when off, muted, at volume 0, at instant speed or in a hidden window', () => {
    expect(played({ ...on, sound: false }).names).toEqual([]);
    expect(played(on, { mute: true }).names).toEqual([]);
    expect(played({ ...on, volume: 0 }).names).toEqual([]);
    expect(played({ ...on, animationSpeed: 'instant' }).names).toEqual([]);
    expect(played(on, { hidden: true }).names).toEqual([]);
  });

  it('the mute key toggles back', () => {
    const player = new SoundPlayer(() => {}, host(undefined));
    expect(player.toggleMute()).toBe(true);
    expect(player.toggleMute()).toBe(false);
  });

  it('without Web Audio, or with a failing device, playing is silent and no error', () => {
    expect(played(on, { ctor: undefined }).names).toEqual([]);
    const broken = class {
      constructor() {
        throw new Error('no device');
      }
    } as unknown as SoundHost['AudioContext'];
    expect(() => played(on, { ctor: broken })).not.toThrow();
    expect(played(on, { ctor: broken }).names).toEqual([]);
    expect(() => new SoundPlayer(undefined, null).play('flip')).not.toThrow();
  });
});
