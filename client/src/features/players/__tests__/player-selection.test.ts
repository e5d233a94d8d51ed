import { describe, expect, it } from 'vitest';
import type { PlayerDto } from '@league/contract';
import { birthYearsOf, filterPlayers, groupsOf, noPlayerFilters, rankPlayers, skillRangeOf, topIds } from '@/features/players/player-selection';

const player = (id: number, overall_skill: number, date_of_birth: string | null = null, name = `P${id}`, group: string | null = null) =>
  ({ id, name, overall_skill, date_of_birth, group }) as PlayerDto;

describe('player selection rules', () => {
  it.each([
    [10, 'high'],
    [8, 'high'],
    [7.9, 'medium'],
    [5, 'medium'],
    [4.99, 'low'],
    [1, 'low'],
    [0, 'low'],
  ])('a score of %s is in the %s range', (score, range) => {
    expect(skillRangeOf(score)).toBe(range);
  });

  it('ranks by overall skill, best first, ties by name', () => {
    const ranked = rankPlayers([player(1, 5, null, 'Zed'), player(2, 9), player(3, 5, null, 'Amy')]);

    expect(ranked.map((p) => p.id)).toEqual([2, 3, 1]);
  });

  it('filters by birth years and skill ranges together; empty filters keep everyone', () => {
    const players = [player(1, 9, '2014-02-01'), player(2, 6, '2014-05-05'), player(3, 9, '2015-01-01'), player(4, 2, null)];

    expect(filterPlayers(players, { ...noPlayerFilters, birthYears: ['2014'], skillRanges: ['high'] }).map((p) => p.id)).toEqual([1]);
    expect(filterPlayers(players, { ...noPlayerFilters, skillRanges: ['low'] }).map((p) => p.id)).toEqual([4]);
    expect(filterPlayers(players, noPlayerFilters)).toHaveLength(4);
  });

  it('filters by siblings or carpool group, listing each group once in name order', () => {
    const players = [player(1, 9, null, 'Ann', 'Lee'), player(2, 6, null, 'Bo', 'Diaz'), player(3, 5, null, 'Cy', 'Lee'), player(4, 2)];

    expect(groupsOf(players)).toEqual(['Diaz', 'Lee']);
    expect(filterPlayers(players, { ...noPlayerFilters, groups: ['Lee'] }).map((p) => p.id)).toEqual([1, 3]);
  });

  it('lists the distinct birth years in order', () => {
    expect(birthYearsOf([player(1, 1, '2015-01-01'), player(2, 1, '2014-01-01'), player(3, 1, '2015-06-01'), player(4, 1)])).toEqual(['2014', '2015']);
  });

  it('takes the first n ids of a ranked list, or all when there are fewer', () => {
    const ranked = rankPlayers(Array.from({ length: 12 }, (_, i) => player(i + 1, i)));

    expect(topIds(ranked, 10)).toHaveLength(10);
    expect(topIds(ranked, 10)[0]).toBe(12);
    expect(topIds(ranked, 30)).toHaveLength(12);
  });
});
