import { describe, expect, it } from 'vitest';
import { prepareLeague } from '../model/prepare-league.js';
import { resequenceDays } from '../phases/resequence-days.js';
import { describeSchedule } from '../report/describe-schedule.js';
import { measureSchedule } from '../report/measure-schedule.js';
import { ScheduleState } from '../score/schedule-state.js';
import { familyWaiting, oneCourt } from './support/one-court.js';
import { scoreFromScratch } from './support/score-from-scratch.js';

describe('the court-day re-sequencing after the search', () => {
  it("puts a court's games in another order so that two siblings play back to back", () => {
    const league = prepareLeague(oneCourt());
    const state = new ScheduleState(league, familyWaiting(league));
    expect(measureSchedule(league, describeSchedule(state, 0).games).familyWaitHours * 60).toBe(50);
    const budget = { left: 1_000 };

    resequenceDays(state, budget, new Uint8Array(league.games.length).fill(1));

    const { games } = describeSchedule(state, 0);
    expect(measureSchedule(league, games).familyWaitHours).toBe(0);
    // The same gym time from 9:00: the U10 game, then Bears at 9:50 and Owls right after at 11:00.
    expect(games.map((g) => [g.divisionId, g.start])).toEqual(expect.arrayContaining([[3, 540], [2, 590], [1, 660]]));
    expect(state.minor).toBeCloseTo(scoreFromScratch(league, state.encode()).minor, 6);
    expect(budget.left).toBeLessThan(1_000);
  });

  it('leaves a court day alone when the only better order breaks a hard rule', () => {
    const input = oneCourt();
    // The U10 game may start at 10:10 only: every other order moves it.
    input.divisions[2] = { ...input.divisions[2]!, earliestStart: 610, latestStart: 610 };
    const league = prepareLeague(input);
    const state = new ScheduleState(league, familyWaiting(league));
    const before = state.encode();

    resequenceDays(state, { left: 1_000 }, new Uint8Array(league.games.length).fill(1));

    expect(state.encode()).toEqual(before);
  });
});
