import { describe, expect, it } from 'vitest';
import { descend } from '../../../../lib/local-search/descent.js';
import { createRandom } from '../../../../lib/local-search/random.js';
import { prepareLeague } from '../model/prepare-league.js';
import { GameMoves } from '../moves/game-moves.js';
import { measureSchedule } from '../report/measure-schedule.js';
import { describeSchedule } from '../report/describe-schedule.js';
import { GamePricer } from '../score/game-pricer.js';
import { ScheduleState } from '../score/schedule-state.js';
import { swapWindow } from '../solve/budgets.js';
import { familyWaiting, oneCourt } from './support/one-court.js';
import { scoreFromScratch } from './support/score-from-scratch.js';

describe('the search on a full court', () => {
  it("pushes the game between two siblings' games later, so that they play back to back", () => {
    const league = prepareLeague(oneCourt());
    // No move or swap of one game fits (the court is full but for 10 minutes at its end).
    const state = new ScheduleState(league, familyWaiting(league));
    expect(measureSchedule(league, describeSchedule(state, 0).games).familyWaitHours * 60).toBe(50);

    const movable = new Uint8Array(league.games.length).fill(1);
    descend([0, 1, 2], new GameMoves(new GamePricer(state), movable), createRandom(1), { left: 10_000 }, swapWindow);

    const { games } = describeSchedule(state, 0);
    expect(measureSchedule(league, games).familyWaitHours).toBe(0);
    expect(games.map((g) => [g.divisionId, g.start])).toEqual(expect.arrayContaining([[2, 540], [1, 610], [3, 670]]));
    expect(state.minor).toBeCloseTo(scoreFromScratch(league, state.encode()).minor, 6);
  });
});
