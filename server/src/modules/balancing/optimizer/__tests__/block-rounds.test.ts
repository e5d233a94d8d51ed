import { describe, expect, it } from 'vitest';
import { blockPatience, blockRounds } from '../solve/budgets.js';
import { searchIterated } from '../../../../lib/local-search/iterated-search.js';

/** A search whose every round finds a better answer, so only the cap can stop it. */
function roundsRun(maxRounds: number) {
  let rounds = 0;
  let cost = 100;
  const budget = { left: 1_000 };
  searchIterated(new Int32Array(4), budget, {
    restore: (assign) => assign,
    assignOf: (assign) => assign,
    kick: () => {},
    neighbourhoods: [() => rounds++],
    answerCost: () => ({ major: 0, minor: --cost }),
    patience: 30,
    maxRounds,
    charge: () => 1,
  });
  return { rounds, left: budget.left };
}

describe('the block search runs a bounded number of rounds from a fine spread', () => {
  it('stops after `maxRounds` rounds even while every round finds a better answer, leaving the rest of its budget', () => {
    const capped = roundsRun(38);

    expect(capped.rounds).toBe(38);
    expect(capped.left).toBe(1_000 - 38);
  });

  it('caps the rounds at the patience plus one per team from a spread under a two-thousandth of an average player', () => {
    const averagePlayer = 5.4;

    expect(blockRounds(8, blockPatience(120, 8), 0.0015, averagePlayer)).toBe(38);
    expect(blockRounds(20, blockPatience(400, 20), 0.0005, averagePlayer)).toBe(50);
  });

  it('keeps no cap from a coarse spread, nor where the whole allowance is kept', () => {
    const averagePlayer = 5.4;

    expect(blockRounds(4, blockPatience(60, 4), 0.008, averagePlayer)).toBe(Infinity);
    expect(blockRounds(12, blockPatience(120, 12), 0.0005, averagePlayer)).toBe(Infinity);
  });
});
