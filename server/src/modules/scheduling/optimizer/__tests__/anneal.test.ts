import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../../lib/local-search/random.js';
import { prepareLeague } from '../model/prepare-league.js';
import { annealSchedule } from '../phases/anneal.js';
import { describeSchedule } from '../report/describe-schedule.js';
import { measureSchedule } from '../report/measure-schedule.js';
import { ScheduleState } from '../score/schedule-state.js';
import { annealPlan } from '../solve/budgets.js';
import { familyWaiting, oneCourt } from './support/one-court.js';
import { scoreFromScratch } from './support/score-from-scratch.js';

describe('the annealing', () => {
  it("brings two siblings' games back to back on a full court", () => {
    const league = prepareLeague(oneCourt());
    const state = new ScheduleState(league, familyWaiting(league));
    const movable = new Uint8Array(league.games.length).fill(1);

    const best = new ScheduleState(league, annealSchedule(state, { left: 2_000 }, movable, createRandom(4), annealPlan));

    expect(best.major).toBe(0);
    expect(measureSchedule(league, describeSchedule(best, 0).games).familyWaitHours).toBe(0);
  });

  it('takes no placed game off, and the schedule it walks to is priced as a full count prices it', () => {
    const league = prepareLeague(oneCourt());
    const state = new ScheduleState(league, familyWaiting(league));
    const movable = new Uint8Array(league.games.length).fill(1);

    annealSchedule(state, { left: 500 }, movable, createRandom(9), { ...annealPlan, cold: annealPlan.hot });

    expect(state.major).toBe(0);
    expect(state.minor).toBeCloseTo(scoreFromScratch(league, state.encode()).minor, 6);
  });
});
