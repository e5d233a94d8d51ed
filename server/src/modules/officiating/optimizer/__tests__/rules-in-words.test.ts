import { describe, expect, it } from 'vitest';
import { assignOfficials, OfficialsInputError, rankCandidates } from '../index.js';
import { game, referee, storyLeague } from './support/story-league.js';

const saturday = '2026-10-03';
const nextSaturday = '2026-10-10';
const blueRed = [1, 2];
const greenGold = [3, 4];
const refereesOf = (result: ReturnType<typeof assignOfficials>, gameId: number) => result.assignments.filter((a) => a.gameId === gameId).map((a) => a.refereeId).sort();

describe('assigning officials by the rules', () => {
  it('never gives a game to a referee whose certificate has expired by its date, and says so', () => {
    const expiring = referee(2, 'Ben Expiring', 2, { certificates: [{ levelId: 2, validFrom: '2026-01-01', validUntil: '2026-10-05', revoked: false }] });
    const input = storyLeague([game(1, 14, 1, saturday, '9:00', greenGold), game(2, 14, 1, nextSaturday, '9:00', greenGold)], [expiring, referee(1, 'Ana Able', 1)]);
    const result = assignOfficials(input);
    expect(result.assignments).toContainEqual({ gameId: 1, role: 'referee', refereeId: 2 });
    expect(refereesOf(result, 2)).toEqual([1]);
    expect(result.uncovered).toEqual([{ gameId: 2, role: 'referee', reason: 'no referee holds a Level 2 certificate valid on 2026-10-10' }]);
    const why = result.openSlots[0]!.unavailable.find((r) => r.refereeId === 2)!;
    expect(why.reasons).toContain('certificate expires 2026-10-05');
  });

  it('never lets a parent officiate their child’s game, nor a coach their team’s, and names the team', () => {
    const parent = referee(3, 'Cara Parent', 1, { childPlayerIds: [101] });
    const coach = referee(5, 'Eve Coach', 2, { coachedTeamIds: [3] });
    const input = storyLeague([game(1, 12, 1, saturday, '9:00', blueRed), game(2, 14, 2, saturday, '12:00', greenGold)], [parent, coach, referee(1, 'Ana Able', 3), referee(4, 'Finn Free', 1)]);
    const result = assignOfficials(input);
    expect(refereesOf(result, 1)).not.toContain(3);
    expect(refereesOf(result, 2)).not.toContain(5);
    const board = rankCandidates(input, result.assignments.filter((a) => a.gameId !== 1), { gameId: 1, role: 'referee' });
    expect(board.unavailable.find((r) => r.refereeId === 3)!.reasons).toEqual(['parent of a player on Team Blue']);
    const u14 = rankCandidates(input, [], { gameId: 2, role: 'umpire' });
    expect(u14.unavailable.find((r) => r.refereeId === 5)!.reasons).toEqual(['coaches Team Green']);
  });

  it('puts a youth referee only where the division takes youth, and only beside an adult', () => {
    const youth = referee(4, 'Dan Young', 1, { dateOfBirth: '2011-05-01' });
    const input = storyLeague([game(1, 12, 1, saturday, '9:00', blueRed), game(2, 14, 2, saturday, '9:00', greenGold)], [youth, referee(1, 'Ana Able', 2)]);
    const result = assignOfficials(input);
    expect(result.assignments).toContainEqual({ gameId: 1, role: 'umpire', refereeId: 4 });
    expect(result.assignments).toContainEqual({ gameId: 1, role: 'referee', refereeId: 1 });
    const u14 = result.openSlots.find((s) => s.gameId === 2 && s.role === 'umpire')!;
    expect(u14.unavailable.find((r) => r.refereeId === 4)!.reasons).toEqual(['youth referee (15); U14 takes no youth referees', 'already at Northside at 9:00']);
    const alone = assignOfficials(storyLeague([game(1, 12, 1, saturday, '9:00', blueRed)], [youth]));
    expect(alone.assignments).toEqual([]);
    expect(alone.uncovered.find((u) => u.role === 'umpire')!.reason).toBe('only youth referees are free at 9:00, and no adult on this game can partner them');
  });

  it('keeps a referee out of two gyms at once, with the drive between them, and names the other game', () => {
    const input = storyLeague([game(1, 14, 1, saturday, '9:00', greenGold), game(2, 14, 2, saturday, '10:15', greenGold)], [referee(1, 'Ana Able', 2), referee(6, 'Gus Green', 1)]);
    const result = assignOfficials(input);
    expect(result.report.rulesBroken).toBe(0);
    const open = result.uncovered.find((u) => u.role === 'referee')!;
    expect(open.reason).toMatch(/^no referee certified at Level 2 on 2026-10-03 is free at (9:00|10:15) \(Ana Able: (at Northside until 10:00|due at Eastside at 10:15), 30 minutes' drive away\)$/);
  });

  it('reads availability, dates off, the most games a day and reachable venues', () => {
    const input = storyLeague(
      [game(1, 12, 1, saturday, '9:00', blueRed), game(2, 12, 1, saturday, '11:00', blueRed), game(3, 12, 2, nextSaturday, '9:00', blueRed)],
      [
        referee(7, 'Gus Mornings', 1, { weekly: [{ weekday: 'sat', start: 8 * 60, end: 10 * 60 }], maxGamesPerDay: 1 }),
        referee(8, 'Hana Away', 1, { datesOff: [nextSaturday], venueIds: [1] }),
      ],
    );
    const board = rankCandidates(input, [{ gameId: 1, role: 'referee', refereeId: 7 }], { gameId: 2, role: 'umpire' });
    expect(board.unavailable.find((r) => r.refereeId === 7)!.reasons).toEqual(['not available Saturdays 11:00-12:00', 'already has 1 game on 2026-10-03, the most they take a day']);
    const away = rankCandidates(input, [], { gameId: 3, role: 'referee' });
    expect(away.unavailable.find((r) => r.refereeId === 8)!.reasons).toEqual(['day off on 2026-10-10', 'cannot reach Eastside']);
  });

  it('names what cannot be read instead of guessing', () => {
    const input = storyLeague([{ ...game(1, 12, 1, saturday, '9:00', blueRed), venueId: 9 }], []);
    expect(() => assignOfficials(input)).toThrow(new OfficialsInputError('Game 1 names venue 9, which is not among the venues.'));
  });
});
