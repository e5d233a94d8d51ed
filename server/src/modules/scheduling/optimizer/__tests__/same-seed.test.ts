import { describe, expect, it } from 'vitest';
import { buildSchedule, rescheduleGames } from '../index.js';
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
    // At most a tenth more for the court-day re-sequencing after the search.
    expect(report.evaluations).toBeLessThan(5_000 + 500 + 2_000);
  });

  it('spend 12,000 evaluations a game when no budget is given, never fewer than 200,000 (and a tenth more at most)', () => {
    const { input } = plantedLeague(13);
    const { budget: _, ...options } = input.options!;

    const { games, report } = buildSchedule({ ...input, options });

    expect(report.evaluations).toBeGreaterThanOrEqual(Math.max(200_000, games.length * 12_000));
    expect(report.evaluations).toBeLessThan(1.1 * Math.max(200_000, games.length * 12_000) + 2_000);
  });

  it('spend at most 20,000 evaluations a closed game on a reschedule without a budget (50,000 at least)', () => {
    const { input } = plantedLeague(7);
    const published = buildSchedule(input).games.map((g, i) => ({ ...g, id: i + 1 }));
    const date = published[0]!.date;
    const { budget: _, ...options } = input.options!;

    const result = rescheduleGames({ ...input, options }, published, [{ date }]);

    const closed = published.filter((g) => g.date === date).length;
    expect(result.report.evaluations).toBeGreaterThan(0);
    expect(result.report.evaluations).toBeLessThanOrEqual(Math.max(50_000, closed * 20_000) + 2_000);
  });
});
