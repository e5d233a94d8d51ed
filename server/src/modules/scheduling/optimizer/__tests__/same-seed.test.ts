import { describe, expect, it } from 'vitest';
import { buildSchedule } from '../index.js';
import { plantedLeague } from './support/planted-league.js';

describe('the same input and seed', () => {
  it('give the same schedule and report, whatever else ran before', () => {
    const { input } = plantedLeague(11);
    const first = buildSchedule(input);
    buildSchedule(plantedLeague(12).input);

    const second = buildSchedule(structuredClone(input));

    expect(second).toEqual(first);
  });

  it('spend the budget in evaluations, never in time', () => {
    const { input } = plantedLeague(13);

    const { report } = buildSchedule({ ...input, options: { ...input.options, budget: 5_000 } });

    expect(report.evaluations).toBeGreaterThanOrEqual(5_000);
    expect(report.evaluations).toBeLessThan(5_000 + 2_000);
  });

  it('spend 5,000 evaluations a game when no budget is given, never fewer than 200,000', () => {
    const { input } = plantedLeague(13);
    const { budget: _, ...options } = input.options!;

    const { games, report } = buildSchedule({ ...input, options });

    expect(report.evaluations).toBeGreaterThanOrEqual(Math.max(200_000, games.length * 5_000));
    expect(report.evaluations).toBeLessThan(Math.max(200_000, games.length * 5_000) + 2_000);
  });
});
