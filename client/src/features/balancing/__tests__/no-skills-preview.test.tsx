import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { BalancePreviewDto } from '@/features/balancing/api/types';
import { BalanceExplanation } from '@/features/balancing/components/balance-explanation';
import { BalanceSummary } from '@/features/balancing/components/balance-summary';
import { renderWithProviders } from '@/testing/render-with-providers';
import { balanceResult } from './balancing-fixtures';

const noSkills: BalancePreviewDto = {
  ...balanceResult,
  summary: { ...balanceResult.summary, skills_used: false, composite_spread: 0, groups: { count: 1, kept: 1 }, tiers: { enabled: false, teams: [] } },
};

describe('A preview balanced on no skill', () => {
  it('says plainly the teams are random within the rules, with no strength gap and no thirds', () => {
    renderWithProviders(
      <>
        <BalanceExplanation result={noSkills} />
        <BalanceSummary summary={noSkills.summary} />
      </>,
    );

    expect(screen.getByText(/No skill was selected, so the teams are random within the rules below/)).toBeInTheDocument();
    expect(screen.getByText('Siblings and carpools: 1 of 1 group kept together')).toBeInTheDocument();
    expect(screen.queryByText(/gap/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/\btop\b/)).not.toBeInTheDocument();
  });
});
