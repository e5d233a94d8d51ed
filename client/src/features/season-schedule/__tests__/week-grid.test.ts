import { describe, expect, it } from 'vitest';
import { fitsIn, mondayOf, openingsOf, weeksOf } from '@/features/season-schedule/lib/week-grid';
import { game, gymTime, savedGames } from './schedule-fixtures';

describe("the week grid's free court time", () => {
  it("cuts each court's gym time less its games into hour-long starts, in day, venue, court and time order", () => {
    const openings = openingsOf(gymTime.slots, savedGames, '2026-09-28');

    expect(openings.map((o) => `${o.venue_id}/${o.court} ${o.start}-${o.end} (free until ${o.freeUntil})`)).toEqual([
      '1/1 10:00-11:00 (free until 13:00)',
      '1/1 11:00-12:00 (free until 13:00)',
      '1/1 12:00-13:00 (free until 13:00)',
      '1/2 09:00-10:00 (free until 10:00)',
      '1/2 11:00-12:00 (free until 13:00)',
      '1/2 12:00-13:00 (free until 13:00)',
    ]);
  });

  it('starts free court time at the next half hour after a game, never in a gap too short for any game', () => {
    const fiftyMinutes = { ...game(9, 11, 101, 102, '2026-10-03T09:00'), end: '2026-10-03T09:50' };
    const lateGame = { ...game(8, 11, 101, 102, '2026-10-03T11:00'), end: '2026-10-03T12:55' };

    const openings = openingsOf(gymTime.slots.slice(0, 1), [fiftyMinutes, lateGame], '2026-09-28');

    expect(openings.map((o) => `${o.start}-${o.end}`)).toEqual(['10:00-11:00']);
  });

  it('offers a start only where the held game fits before the free time ends', () => {
    const [beforeEagles, lastHour] = [openingsOf(gymTime.slots, savedGames, '2026-09-28')[3]!, openingsOf(gymTime.slots, savedGames, '2026-09-28')[2]!];
    const twoHours = { ...game(9, 11, 101, 102, '2026-10-03T09:00'), end: '2026-10-03T11:00' };

    expect([fitsIn(beforeEagles, savedGames[0]!), fitsIn(beforeEagles, twoHours), fitsIn(lastHour, twoHours)]).toEqual([true, false, false]);
  });

  it('reads weeks from Monday, the weeks with gym time or games in order', () => {
    expect(mondayOf('2026-10-03')).toBe('2026-09-28');
    expect(mondayOf('2026-09-28')).toBe('2026-09-28');
    expect(weeksOf(gymTime.slots, savedGames)).toEqual(['2026-09-28', '2026-10-05']);
  });
});
