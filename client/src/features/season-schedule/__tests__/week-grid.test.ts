import { describe, expect, it } from 'vitest';
import { changeoverOfSettings, fitsIn, mondayOf, openingsOf, weeksOf } from '@/features/season-schedule/lib/week-grid';
import { game, gymTime, savedGames } from './schedule-fixtures';

describe("the week grid's free court time", () => {
  it("cuts each court's gym time less its games into a start every half hour, in day, venue, court and time order", () => {
    const openings = openingsOf(gymTime.slots, savedGames, '2026-09-28');

    expect(openings.map((o) => `${o.venue_id}/${o.court} ${o.start}-${o.end} (free until ${o.freeUntil})`)).toEqual([
      '1/1 10:00-10:30 (free until 13:00)',
      '1/1 10:30-11:00 (free until 13:00)',
      '1/1 11:00-11:30 (free until 13:00)',
      '1/1 11:30-12:00 (free until 13:00)',
      '1/1 12:00-12:30 (free until 13:00)',
      '1/2 09:00-09:30 (free until 10:00)',
      '1/2 11:00-11:30 (free until 13:00)',
      '1/2 11:30-12:00 (free until 13:00)',
      '1/2 12:00-12:30 (free until 13:00)',
    ]);
  });

  it('offers a start right where a game ends, so games pack back to back, and none in a gap too short for any game', () => {
    const fiftyMinutes = { ...game(9, 11, 101, 102, '2026-10-03T09:00'), end: '2026-10-03T09:50' };
    const lateGame = { ...game(8, 11, 101, 102, '2026-10-03T11:00'), end: '2026-10-03T12:55' };

    const openings = openingsOf(gymTime.slots.slice(0, 1), [fiftyMinutes, lateGame], '2026-09-28');

    expect(openings.map((o) => `${o.start}-${o.end}`)).toEqual(['09:50-10:00', '10:00-10:30']);
  });

  it("starts after a game's changeover, as the server judges a court held", () => {
    const fiftyMinutes = { ...game(9, 11, 101, 102, '2026-10-03T09:00'), end: '2026-10-03T09:50' };
    const tenMinutesForU8 = changeoverOfSettings([{ division_id: 11, changeover_minutes: 10 }]);

    const openings = openingsOf(gymTime.slots.slice(0, 1), [fiftyMinutes], '2026-09-28', tenMinutesForU8);

    expect(openings.map((o) => o.start)).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00']);
  });

  it('offers a start only where the held game (and its changeover, when a game follows) fits before the free time ends', () => {
    const openings = openingsOf(gymTime.slots, savedGames, '2026-09-28');
    const [lastStart, beforeEagles] = [openings.find((o) => o.court === '1' && o.start === '12:00')!, openings.find((o) => o.court === '2' && o.start === '09:00')!];
    const twoHours = { ...game(9, 11, 101, 102, '2026-10-03T09:00'), end: '2026-10-03T11:00' };
    const fiftyMinutes = { ...game(9, 11, 101, 102, '2026-10-03T09:00'), end: '2026-10-03T09:50' };
    const tenMinutes = changeoverOfSettings([{ division_id: 11, changeover_minutes: 10 }]);

    expect([fitsIn(beforeEagles, savedGames[0]!), fitsIn(beforeEagles, twoHours), fitsIn(lastStart, twoHours)]).toEqual([true, false, false]);
    // Before Eagles' game the changeover must fit too; at the end of the gym time it need not.
    expect([fitsIn(beforeEagles, savedGames[0]!, tenMinutes), fitsIn(beforeEagles, fiftyMinutes, tenMinutes), fitsIn(lastStart, savedGames[0]!, tenMinutes)]).toEqual([false, true, true]);
  });

  it('reads weeks from Monday, the weeks with gym time or games in order', () => {
    expect(mondayOf('2026-10-03')).toBe('2026-09-28');
    expect(mondayOf('2026-09-28')).toBe('2026-09-28');
    expect(weeksOf(gymTime.slots, savedGames)).toEqual(['2026-09-28', '2026-10-05']);
  });
});
