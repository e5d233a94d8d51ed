import { describe, expect, it } from 'vitest';
import { scoreAssignment } from '../score/score-assignment.js';
import type { BalanceOptions, BalancePlayer } from '../model/types.js';
import { scoreFromScratch } from './support/score-from-scratch.js';

/**
 * The reference the property test trusts, checked by hand on four players in two teams:
 * team 1 = players 0 and 1, team 2 = players 2 and 3 (who are to be kept apart).
 *   mean composite 5, mean known height 160; totals 10 and 10 (spread 0, deviation 0)
 *   regions: team 1 holds regions 0 and 1 (penalty 1, impurity 2 − 2/2 = 1), team 2 two of region 0
 *   best practice days: each team has a day nobody misses (penalty 0)
 *   average heights 155 and 170 (player 2's is unknown): height spread 15
 *   gender: two F on team 1, two M on team 2: Σ (2·count − 2)² = 4 · 4 = 16
 *   apart: players 2 and 3 together, one violation; the one request (0 with 1) honoured
 */
const players: BalancePlayer[] = [
  { composite: 6, region: 0, conflicts: 0b1, heightCm: 150, gender: 'F', requests: [1] },
  { composite: 4, region: 1, conflicts: 0, heightCm: 160, gender: 'F' },
  { composite: 5, region: 0, conflicts: 0b11, heightCm: null, gender: 'M', apart: 'twins' },
  { composite: 5, region: 0, conflicts: 0, heightCm: 170, gender: 'M', apart: 'twins' },
];
const assign = [0, 0, 1, 1];
const weights = { region: 5, availability: 3, height: 10, requests: 5 };

describe('the from-scratch score of a division worked by hand', () => {
  it('in soft region mode: major (16 + 4·2²·1)·(4 + 1) = 160, minor 5·1/4 + 10·15/160 = 2.1875, and scoreAssignment agrees', () => {
    const options: BalanceOptions = { teamCount: 2, seed: 1, useComposite: true, region: { weight: 5, mode: 'soft' }, availability: { weight: 3 }, height: { weight: 10 }, requestWeight: 5 };

    const score = scoreFromScratch(players, assign, { teamCount: 2, weights: { ...weights, regionMode: 'soft' }, tierBalance: false });
    const optimizers = scoreAssignment(players, [[0, 1], [2, 3]], options).cost;

    expect([score.major, score.minor]).toEqual([160, 2.1875]);
    expect([optimizers.major, optimizers.minor]).toEqual([160, 2.1875]);
  });

  it('in hard region mode the region penalty moves to major (161) and the smoothing weighs the impurity at 1', () => {
    const score = scoreFromScratch(players, assign, { teamCount: 2, weights: { ...weights, regionMode: 'hard' }, tierBalance: false, smoothing: 2 });

    expect([score.major, score.minor]).toEqual([161, 0.9375 + 2 * (1 / 4)]);
  });

  it('counts a placed player off their home team at the anchor’s price, and a new player never', () => {
    const anchor = { home: [1, 0, -1, 1], movePrice: 0.1 };

    const score = scoreFromScratch(players, assign, { teamCount: 2, weights: { ...weights, regionMode: 'soft' }, tierBalance: false, anchor });

    expect(score.moved).toBe(1);
    expect(score.minor).toBeCloseTo(2.1875 + 0.1, 12);
  });
});
