import { describe, expect, it } from 'vitest';
import { assignOfficials, proposeReplacements, rankCandidates } from '../index.js';
import { game, referee, storyLeague } from './support/story-league.js';

const saturday = '2026-10-03';
const hours = ['8:00', '9:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'];

describe('sharing games fairly', () => {
  it('shares a Saturday evenly: eight games, four referees, four games each', () => {
    const input = storyLeague(hours.map((h, i) => game(i + 1, 12, 1, saturday, h, [1, 2])), [1, 2, 3, 4].map((id) => referee(id, `Ref ${id}`, 1)));
    const result = assignOfficials(input);
    expect(result.uncovered).toEqual([]);
    expect(result.report.gamesPerReferee).toEqual({ min: 4, max: 4 });
  });

  it('pairs each new referee with an experienced one when the pool allows', () => {
    const input = storyLeague(
      [game(1, 12, 1, saturday, '9:00', [1, 2]), game(2, 12, 2, saturday, '9:00', [3, 4])],
      [referee(1, 'New One', 1, { gamesWorked: 0 }), referee(2, 'New Two', 1, { gamesWorked: 1 }), referee(3, 'Old Three', 1), referee(4, 'Old Four', 1)],
    );
    const result = assignOfficials(input);
    expect(result.report.newWithoutPartner).toBe(0);
    for (const gameId of [1, 2]) expect(result.assignments.filter((a) => a.gameId === gameId && a.refereeId <= 2)).toHaveLength(1);
  });

  it('sends referees to the venues they prefer when nothing else is at stake', () => {
    const input = storyLeague(
      [game(1, 12, 1, saturday, '9:00', [1, 2]), game(2, 12, 2, saturday, '9:00', [3, 4])],
      [1, 2, 3, 4].map((id) => referee(id, `Ref ${id}`, 1, { preferredVenueIds: [id <= 2 ? 2 : 1] })),
    );
    const result = assignOfficials(input);
    expect(result.report.preferencesMissed).toBe(0);
  });

  it('keeps what was published when it still keeps the rules, and takes back what no longer does, saying why', () => {
    const games = [game(1, 12, 1, saturday, '9:00', [1, 2]), game(2, 12, 1, saturday, '10:00', [1, 2])];
    const referees = [referee(1, 'Ana', 1), referee(2, 'Ben', 1), referee(3, 'Cara', 1)];
    const published = [{ gameId: 1, role: 'referee', refereeId: 1 }, { gameId: 1, role: 'umpire', refereeId: 2 }, { gameId: 2, role: 'referee', refereeId: 1 }, { gameId: 2, role: 'umpire', refereeId: 2 }];
    expect(assignOfficials(storyLeague(games, referees, { published })).report.changes).toBe(0);
    const revoked = referees.map((r) => (r.id === 2 ? { ...r, certificates: [{ ...r.certificates[0]!, revoked: true }] } : r));
    const result = assignOfficials(storyLeague(games, revoked, { published }));
    expect(result.dropped.map((d) => [d.gameId, d.role, d.reason])).toEqual([[1, 'umpire', 'certificate revoked'], [2, 'umpire', 'certificate revoked']]);
    expect(result.assignments.filter((a) => a.role === 'referee').map((a) => a.refereeId)).toEqual([1, 1]);
    expect(result.uncovered).toEqual([]);
  });

  it('ranks who could take an open slot with the fewest games so far first', () => {
    const input = storyLeague([game(1, 12, 1, saturday, '9:00', [1, 2]), game(2, 12, 1, saturday, '10:00', [1, 2])], [referee(1, 'Busy Ana', 1), referee(2, 'Idle Ben', 1), referee(3, 'Cara', 1)]);
    const board = rankCandidates(input, [{ gameId: 1, role: 'referee', refereeId: 1 }, { gameId: 1, role: 'umpire', refereeId: 3 }], { gameId: 2, role: 'referee' });
    expect(board.candidates.map((c) => c.name)).toHaveLength(3);
    expect(board.candidates[0]!.name).toBe('Idle Ben');
    expect(board.candidates[0]!.notes).toContain('0 games so far');
  });
});

describe('a declined slot', () => {
  const games = [game(1, 14, 1, saturday, '9:00', [3, 4]), game(2, 14, 2, saturday, '9:00', [3, 4])];
  const published = [{ gameId: 1, role: 'referee', refereeId: 1 }, { gameId: 2, role: 'referee', refereeId: 3 }, { gameId: 2, role: 'umpire', refereeId: 4 }];

  it('goes first to a referee who is free, one change', () => {
    const input = storyLeague(games, [referee(1, 'Ana', 2), referee(2, 'Ben Free', 2), referee(3, 'Cara', 2), referee(4, 'Dan', 1)], { published });
    const answer = proposeReplacements(input, published[0]!);
    expect(answer.proposals[0]!.changes).toEqual([{ gameId: 1, role: 'referee', from: null, to: 2 }]);
    expect(answer.proposals[0]!.summary).toBe('Ben Free takes U14 at Northside on 2026-10-03 at 9:00 (referee).');
    expect(answer.proposals.some((p) => p.changes.some((c) => c.to === 1))).toBe(false);
    expect(answer.candidates.unavailable.find((r) => r.refereeId === 1)!.reasons).toEqual(['declined this game']);
  });

  it('moves a referee over when that is the only way, and has someone free take their place: two changes', () => {
    const crew = [published[0]!, { gameId: 2, role: 'referee', refereeId: 4 }, { gameId: 2, role: 'umpire', refereeId: 3 }];
    const input = storyLeague(games, [referee(1, 'Ana', 2), referee(3, 'Cara Level 2', 2), referee(4, 'Dan Level 2', 2), referee(5, 'Eve Level 1', 1)], { published: crew });
    const answer = proposeReplacements(input, crew[0]!);
    expect(answer.proposals[0]!.changes).toEqual([{ gameId: 2, role: 'umpire', from: 3, to: 5 }, { gameId: 1, role: 'referee', from: null, to: 3 }]);
    expect(answer.proposals[0]!.summary).toBe('Cara Level 2 moves from U14 at Eastside on 2026-10-03 at 9:00 (umpire) to U14 at Northside on 2026-10-03 at 9:00 (referee); Eve Level 1 takes their place there.');
    expect(answer.proposals.every((p) => p.changes.length === 2 && p.changes.every((c) => c.to !== 1))).toBe(true);
  });

  it('stays open with its reason when nobody can take it, and a youth referee left alone comes off too', () => {
    const u12 = [game(1, 12, 1, saturday, '9:00', [1, 2])];
    const pub = [{ gameId: 1, role: 'referee', refereeId: 1 }, { gameId: 1, role: 'umpire', refereeId: 2 }];
    const input = storyLeague(u12, [referee(1, 'Ana', 1), referee(2, 'Young Ben', 1, { dateOfBirth: '2011-03-03' })], { published: pub });
    const answer = proposeReplacements(input, pub[0]!);
    expect(answer.proposals).toEqual([]);
    expect(answer.openReason).toBe('every referee who could take it declined this game');
    expect(answer.alsoOff).toEqual([{ gameId: 1, role: 'umpire', refereeId: 2 }]);
    expect(answer.candidates.unavailable.find((r) => r.refereeId === 1)!.reasons).toContain('declined this game');
  });
});
