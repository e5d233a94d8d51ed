import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { BalancePreview } from '@/features/balancing/components/balance-preview';
import type { BalancePreviewDto, BalancedTeamDto } from '@/features/balancing/api/types';
import { renderWithProviders } from '@/testing/render-with-providers';
import { balanceResult } from './balancing-fixtures';

const team = (team_name: string, composite_total: number, tiers: [number, number, number], gender_counts: Record<string, number> = {}): BalancedTeamDto => ({
  team_name,
  composite_total,
  average_height_cm: null,
  player_count: tiers[0] + tiers[1] + tiers[2],
  tier_counts: { top: tiers[0], middle: tiers[1], bottom: tiers[2] },
  gender_counts,
  players: [],
});

function resultWith(results: BalancedTeamDto[], summary: Partial<BalancePreviewDto['summary']> = {}): BalancePreviewDto {
  return { results, summary: { ...balanceResult.summary, composite_spread: 0.09, ...summary } };
}

describe('The preview explains itself', () => {
  it('compares teams by average per player on the 0-10 scale, and states equal tiers in one sentence', () => {
    renderWithProviders(<BalancePreview heightUsed={false} result={resultWith([team('Team 1', 65.05, [4, 4, 4]), team('Team 2', 64.96, [4, 4, 4])])} />);

    expect(screen.getByText('Team averages per player run from 5.41 to 5.42 on the 0-10 overall-skill scale (0.01 apart).')).toBeInTheDocument();
    expect(screen.queryByText(/\(of \d+\)/)).not.toBeInTheDocument();
    expect(screen.getByText('Every team has 4 top, 4 middle, 4 bottom players')).toBeInTheDocument();
  });

  it('says plainly when team sizes differ, so 13 players against 12 is not read as a stronger team', () => {
    renderWithProviders(<BalancePreview heightUsed={false} result={resultWith([team('Team 1', 76.73, [5, 4, 4]), team('Team 2', 71.67, [4, 4, 4])], { composite_spread: 5.06 })} />);

    expect(screen.getByText(/^Team averages per player run from 5\.90 to 5\.97 .*Teams have 12 to 13 players, so a larger team's total/)).toBeInTheDocument();
  });

  it('names the shuffle number and what it is for, and hides region and practice-day columns the file did not have', () => {
    const plain = resultWith(
      [{ ...team('Team 1', 14, [1, 0, 1]), players: [{ ...balanceResult.results[0]!.players[0]!, region: null, unavailable_days: [] }] }, team('Team 2', 13, [0, 1, 1])],
      { seed_used: 1795610887398, region: { column_used: null, total_penalty: 0, mode: 'soft', weight_used: 0 }, availability: { column_used: null, total_penalty: 0, weight_used: 0 }, teams: [{ team_name: 'Team 1', best_practice_days: ['mon', 'tue', 'wed', 'thu', 'fri'], primary_region: null }] },
    );
    renderWithProviders(<BalancePreview heightUsed={false} result={plain} />);

    expect(screen.getByText('Shuffle number: 1795610887398').parentElement).toHaveTextContent('gives these same teams again');
    const team1 = screen.getByRole('region', { name: 'Team 1' });
    expect(within(team1).queryByRole('columnheader', { name: 'Region' })).not.toBeInTheDocument();
    expect(within(team1).queryByRole('columnheader', { name: 'Unavailable Days' })).not.toBeInTheDocument();
    expect(within(team1).queryByText(/Best practice days/)).not.toBeInTheDocument();
  });

  it("gives each team's own tier counts when they are not equal", () => {
    renderWithProviders(<BalancePreview heightUsed={false} result={resultWith([team('Team 1', 40, [3, 2, 2]), team('Team 2', 40, [2, 3, 2])])} />);

    expect(screen.getByText('Team 1: 3 top, 2 middle, 2 bottom players')).toBeInTheDocument();
    expect(screen.getByText('Team 2: 2 top, 3 middle, 2 bottom players')).toBeInTheDocument();
  });

  it('counts honoured mutual requests and says why each broken one was broken', () => {
    const requests = {
      total: 14,
      honoured: 12,
      mutual_only: true,
      weight_used: 5,
      counts: { mutual: { total: 14, honoured: 12 }, one_way: { total: 0, honoured: 0 } },
      broken: [
        { player: 'Ava Chen', requested: 'Mia Lopez', reason: 'Mia Lopez is locked to Hawks (coach).' },
        { player: 'Ben Ortiz', requested: 'Leo Park', reason: 'Ben Ortiz and Leo Park are kept apart.' },
      ],
    };
    renderWithProviders(<BalancePreview heightUsed={false} result={resultWith([team('Team 1', 30, [1, 1, 1])], { requests })} />);

    expect(
      screen.getByText('12 of 14 mutual requests (both children asked for each other) kept (2 broken: Ava Chen with Mia Lopez, Ben Ortiz with Leo Park); one-way requests (only one child asked) were not used, as "Mutual requests only" asks'),
    ).toBeInTheDocument();
    const why = screen.getByRole('list', { name: 'Why requests were broken' });
    expect(within(why).getByText('Ava Chen with Mia Lopez: Mia Lopez is locked to Hawks (coach).')).toBeInTheDocument();
    expect(within(why).getByText('Ben Ortiz with Leo Park: Ben Ortiz and Leo Park are kept apart.')).toBeInTheDocument();
  });

  it('names mutual and one-way requests apart when every request was used, as the fairness report does', () => {
    const requests = { total: 5, honoured: 3, mutual_only: false, weight_used: 5, broken: [], counts: { mutual: { total: 2, honoured: 2 }, one_way: { total: 3, honoured: 1 } } };
    renderWithProviders(<BalancePreview heightUsed={false} result={resultWith([team('Team 1', 30, [1, 1, 1])], { requests })} />);

    expect(screen.getByText('2 of 2 mutual requests (both children asked for each other) kept; 1 of 3 one-way requests (only one child asked) kept')).toBeInTheDocument();
  });

  it('reports kept groups, locks and apart sets, and lists the warnings', () => {
    const summary = {
      groups: { count: 3, kept: 3 },
      locks: { count: 2, kept: 2 },
      apart: { count: 1, kept: 1 },
      warnings: ['Row 7: empty Shooting rating filled with the division average 6.20.'],
    };
    renderWithProviders(<BalancePreview heightUsed={false} result={resultWith([team('Team 1', 30, [1, 1, 1])], summary)} />);

    expect(screen.getByText('Siblings and carpools: 3 of 3 groups kept together')).toBeInTheDocument();
    expect(screen.getByText('Locked players: 2 of 2 on their team')).toBeInTheDocument();
    expect(screen.getByText('Keep-apart sets: 1 of 1 kept apart')).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'Warnings' })).toHaveTextContent('Row 7: empty Shooting rating filled with the division average 6.20.');
  });

  it('leaves out rules that were not used', () => {
    renderWithProviders(<BalancePreview heightUsed={false} result={resultWith([team('Team 1', 30, [1, 1, 1])])} />);

    expect(screen.queryByText(/requests? \(/)).not.toBeInTheDocument();
    expect(screen.queryByText(/kept together/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Warnings' })).not.toBeInTheDocument();
  });

  it('says gender was kept even only as measured on the teams, with the figure when it was not', () => {
    const gender = (kept: boolean, difference: number) => ({
      column_used: 'Gender',
      teams: [],
      kept,
      max_difference: difference,
      genders: ['F' as const, 'M' as const],
      widest: { gender: 'M' as const, most: { team_name: 'Hawks', count: 1 + difference }, fewest: { team_name: 'Owls', count: 1 } },
      unknown_values: [],
    });
    const { unmount } = renderWithProviders(<BalancePreview heightUsed={false} result={resultWith([team('Hawks', 30, [1, 1, 1])], { gender: gender(true, 1) })} />);
    expect(screen.getByText("Gender kept even: the teams' numbers of girls and boys differ by at most one")).toBeInTheDocument();
    unmount();

    renderWithProviders(<BalancePreview heightUsed={false} result={resultWith([team('Hawks', 30, [1, 1, 1])], { gender: gender(false, 2) })} />);
    expect(screen.getByText('Gender not kept even: Hawks has 3 boys and Owls 1, a difference of 2')).toBeInTheDocument();
    expect(screen.queryByText(/Gender kept even/)).not.toBeInTheDocument();
  });

  it("shows each team's strength profile and gender counts as text beside the stacked bars", () => {
    const results = [team('Hawks', 30, [4, 3, 5], { F: 6, M: 6 }), team('Owls', 30, [4, 5, 3], { F: 5, M: 7 })];
    renderWithProviders(<BalancePreview heightUsed={false} result={resultWith(results)} />);

    const hawks = screen.getByRole('region', { name: 'Hawks' });
    expect(within(hawks).getByText('Strength profile: 4 top, 3 middle, 5 bottom')).toBeInTheDocument();
    expect(within(hawks).getByText('Gender: 6 girls, 6 boys')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Owls' })).getByText('Strength profile: 4 top, 5 middle, 3 bottom')).toBeInTheDocument();
  });
});
