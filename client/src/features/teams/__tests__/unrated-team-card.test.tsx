import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TeamDto } from '@league/contract';
import { TeamCard } from '@/features/teams/components/team-card';
import { renderWithProviders } from '@/testing/render-with-providers';
import { hawks } from './teams-fixtures';

describe('A saved team card when nobody is rated (teams balanced without skills, decision 0051)', () => {
  it('on a saved team whose players have no ratings, says so instead of a strength bar and 0.00 scores', () => {
    const unrated: TeamDto = {
      ...hawks,
      team_composite: 0,
      team_average: 0,
      skill_averages: hawks.skill_averages.map((a) => ({ ...a, average: null })),
    };

    renderWithProviders(<TeamCard team={unrated} onEdit={() => {}} onViewPlayers={() => {}} />);

    const card = screen.getByRole('article', { name: 'Hawks' });
    expect(within(card).getByText(/Nobody on this team has a skill rating yet, so there is no strength to show/)).toBeInTheDocument();
    expect(within(card).queryByText(/Strength profile/)).not.toBeInTheDocument();
    expect(within(card).queryByText('0.00')).not.toBeInTheDocument();
    expect(within(card).getAllByText('Not rated yet')).toHaveLength(2);
  });
});
