import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { BalancePreviewDto } from '@/features/balancing/api/types';
import { BalancePreview } from '@/features/balancing/components/balance-preview';
import { renderWithProviders } from '@/testing/render-with-providers';
import { balanceResult } from './balancing-fixtures';

// Balanced without skills (decision 0051): every composite is 0 and all players share one third.
const zeroed = balanceResult.results.map((team) => ({
  ...team,
  composite_total: 0,
  tier_counts: { top: team.players.length, middle: 0, bottom: 0 },
  players: team.players.map((p) => ({ ...p, composite: 0, ratings: {} })),
}));
const noSkills: BalancePreviewDto = {
  results: zeroed,
  summary: { ...balanceResult.summary, skills_used: false, composite_spread: 0, tiers: { enabled: false, teams: [] } },
};

describe('A team card when no skill was used', () => {
  it('in the preview, says in a sentence there is no strength to show instead of a bar and zeros', () => {
    renderWithProviders(<BalancePreview result={noSkills} heightUsed={false} />);

    const card = screen.getByRole('region', { name: 'Team 1' });
    expect(within(card).getByText(/No skill was selected, so this team has no strength to show/)).toBeInTheDocument();
    expect(within(card).queryByText(/Strength profile/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/Composite/)).not.toBeInTheDocument();
    expect(within(card).queryByText('0.00')).not.toBeInTheDocument();
    expect(within(card).getByText('2 players')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Team composite totals' })).not.toBeInTheDocument();
  });

  it('in the preview with skills, still shows the strength profile and the composites', () => {
    renderWithProviders(<BalancePreview result={balanceResult} heightUsed={false} />);

    const card = screen.getByRole('region', { name: 'Team 1' });
    expect(within(card).getByText('Strength profile: 1 top, 0 middle, 1 bottom')).toBeInTheDocument();
    expect(within(card).getByText('7.25')).toBeInTheDocument();
  });
});
