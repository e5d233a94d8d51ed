import { describe, expect, it } from 'vitest';
import { buildSchedule, type ScheduleInput } from '../index.js';
import { twoGyms } from './support/two-gyms.js';

/**
 * Two gyms' one Saturday: the U12 game fits only at Roosevelt 8:00-9:00 (its latest start is
 * 8:00); the U8 game plays at Lincoln, open 9:00-13:00, a 30-minute drive away; one family has
 * a child on a team of each.
 */
function siblingAcrossTown(): ScheduleInput {
  const league = twoGyms();
  const [u8, u12] = league.divisions;
  return {
    ...league,
    slots: [
      { venueId: 1, court: '1', date: '2026-10-03', start: 9 * 60, end: 13 * 60 },
      { venueId: 2, court: '1', date: '2026-10-03', start: 8 * 60, end: 9 * 60 },
    ],
    divisions: [
      { ...u8!, gameMinutes: 45, gamesPerTeam: { kind: 'count', count: 1 } },
      { ...u12!, gamesPerTeam: { kind: 'count', count: 1 }, latestStart: 8 * 60 },
    ],
    options: { seed: 5, budget: 20_000 },
  };
}

describe("a family whose children's games are at two gyms", () => {
  it("starts the second child's game as soon as the family can drive there, not hours later", () => {
    const { games, report } = buildSchedule(siblingAcrossTown());

    const u12 = games.find((g) => g.divisionId === 2)!;
    const u8 = games.find((g) => g.divisionId === 1)!;
    expect([u12.venueId, u12.start]).toEqual([2, 8 * 60]);
    // Roosevelt's game ends at 9:00; with the 30-minute drive the U8 game starts at 9:30.
    expect([u8.venueId, u8.start]).toEqual([1, 9 * 60 + 30]);
    expect(report.familyConflicts).toBe(0);
    // The family waits only the drive.
    expect(report.familyWaitHours).toBe(0.5);
  });
});
