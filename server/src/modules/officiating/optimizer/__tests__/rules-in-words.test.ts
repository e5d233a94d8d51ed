import { describe, expect, it } from 'vitest';
import { assignOfficials, OfficialsInputError, rankCandidates, type OfficialsInput } from '../index.js';
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

  it("notes on the board what the assignor weighs: each candidate's load, preferences, newness and what they were told", () => {
    const input = storyLeague([game(1, 12, 1, saturday, '9:00', blueRed)], [
      referee(1, 'Ana Able', 1, { preferredVenueIds: [1] }),
      referee(2, 'Ben Told', 1, { preferredVenueIds: [2] }),
      referee(3, 'Cal New', 1, { gamesWorked: 0 }),
    ], { published: [{ gameId: 1, role: 'umpire', refereeId: 2 }] });

    const umpire = rankCandidates(input, [{ gameId: 1, role: 'referee', refereeId: 1 }], { gameId: 1, role: 'umpire' });
    const referee1 = rankCandidates(input, [], { gameId: 1, role: 'referee' });

    const notes = (board: typeof umpire) => Object.fromEntries(board.candidates.map((c) => [c.name, c.notes]));
    expect(notes(umpire)).toEqual({
      'Ben Told': ['0 games so far', '0 in fees so far', 'outside their preferred venues or times', 'was published to them'],
      'Cal New': ['0 games so far', '0 in fees so far', 'new; an experienced partner is on this game'],
    });
    expect(notes(referee1)).toMatchObject({ 'Ana Able': ['0 games so far', '0 in fees so far', 'prefers Northside'], 'Cal New': ['0 games so far', '0 in fees so far', 'new; no experienced partner on this game yet'] });
  });

  it("takes the league's own settings of who is an adult and who is new", () => {
    const dan = referee(4, 'Dan Young', 1, { dateOfBirth: '2011-05-01', gamesWorked: 3 });
    const slot = { gameId: 2, role: 'umpire' };
    const games = [game(2, 14, 2, saturday, '9:00', greenGold)];

    const byDefault = rankCandidates(storyLeague(games, [dan]), [], slot);
    const ownRules = rankCandidates(storyLeague(games, [dan], { rules: { adultAge: 15, newUntilGames: 2 } }), [], slot);

    expect(byDefault.unavailable.find((r) => r.refereeId === 4)!.reasons).toEqual(['youth referee (15); U14 takes no youth referees']);
    expect(ownRules.candidates.map((c) => [c.name, c.notes])).toEqual([['Dan Young', ['0 games so far', '0 in fees so far']]]);
  });

  it.each<[string, (input: OfficialsInput) => void]>([
    ['Game 1 names venue 9, which is not among the venues.', (input) => (input.games[0]!.venueId = 9)],
    ['Game 1 names division 16, which is not among the divisions.', (input) => (input.games[0]!.divisionId = 16)],
    ['Game 1 names team 5, which is not among the teams.', (input) => (input.games[0]!.teamIds = [1, 5])],
    ['Game 1 has the date "10/03/2026", which is not a YYYY-MM-DD day.', (input) => (input.games[0]!.date = '10/03/2026')],
    ['Game 1 does not end after it starts.', (input) => (input.games[0]!.end = input.games[0]!.start)],
    ['Game 1 is listed twice.', (input) => input.games.push({ ...input.games[0]! })],
    ['Referee 1 is listed twice.', (input) => input.referees.push(referee(1, 'Ana Again', 1))],
    ['U12 lists the role "referee" twice; give each official a role of their own, such as "umpire 1" and "umpire 2".', (input) => (input.divisions[0]!.roles[1]!.role = 'referee')],
    ["U14's referee needs level 4, which is not among the levels.", (input) => (input.divisions[1]!.roles[0]!.minLevelId = 4)],
    ["U12's umpire has a fee that is not an amount of zero or more.", (input) => (input.divisions[0]!.roles[1]!.fee = -5)],
    ['A travel time names venue 3, which is not among the venues.', (input) => input.travel!.push({ fromVenueId: 1, toVenueId: 3, minutes: 10 })],
    ['A travel time is not a number of minutes of zero or more.', (input) => (input.travel![0]!.minutes = Number.NaN)],
    ['Referee Ana Able holds a certificate of level 7, which is not among the levels.', (input) => (input.referees[0]!.certificates[0]!.levelId = 7)],
    ['Referee Ana Able\'s certificate has the date "2027-02-30x", which is not a YYYY-MM-DD day.', (input) => (input.referees[0]!.certificates[0]!.validUntil = '2027-02-30x')],
    ['Referee Ana Able has the date "May 1 2011", which is not a YYYY-MM-DD day.', (input) => (input.referees[0]!.dateOfBirth = 'May 1 2011')],
    ['Referee Ana Able\'s dates off has the date "next week", which is not a YYYY-MM-DD day.', (input) => (input.referees[0]!.datesOff = ['next week'])],
    ['Referee Ana Able has a window on sat that does not end after it starts.', (input) => (input.referees[0]!.weekly = [{ weekday: 'sat', start: 600, end: 540 }])],
    ['Referee Ana Able has a window on sun that does not end after it starts.', (input) => (input.referees[0]!.preferredTimes = [{ weekday: 'sun', start: 600, end: 24 * 60 + 1 }])],
    ["Referee Ana Able's most games a day is not a whole number.", (input) => (input.referees[0]!.maxGamesPerDay = 1.5)],
    ['A published assignment names game 9, which is not among the games.', (input) => (input.published = [{ gameId: 9, role: 'referee', refereeId: 1 }])],
    ['A published assignment names the role "scorer", which game 1\'s division does not have.', (input) => (input.published = [{ gameId: 1, role: 'scorer', refereeId: 1 }])],
    ['A published assignment names referee 3, who is not among the referees.', (input) => (input.published = [{ gameId: 1, role: 'referee', refereeId: 3 }])],
    ["Game 1's referee is published twice.", (input) => (input.published = [{ gameId: 1, role: 'referee', refereeId: 1 }, { gameId: 1, role: 'referee', refereeId: 2 }])],
    ['A decline names game 9, which is not among the games.', (input) => (input.declines = [{ gameId: 9, refereeId: 1 }])],
    ['A decline names referee 3, who is not among the referees.', (input) => (input.declines = [{ gameId: 1, refereeId: 3 }])],
  ])('names what cannot be read instead of guessing: %s', (sentence, spoil) => {
    const input = storyLeague([game(1, 12, 1, saturday, '9:00', blueRed)], [referee(1, 'Ana Able', 1), referee(2, 'Ben Second', 2)]);
    spoil(input);

    expect(() => assignOfficials(input)).toThrow(new OfficialsInputError(sentence));
  });
});
