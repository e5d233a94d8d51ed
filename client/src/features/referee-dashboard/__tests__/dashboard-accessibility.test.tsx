import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { setupMswServer } from '@/testing/msw-server';
import { makeRefereeProfile } from '@/testing/referee-fixtures';
import { makeAttemptRow, makeQuiz } from './dashboard-fixtures';
import { findQuizCard, renderDashboard } from './render-dashboard';

setupMswServer();

describe('RefereeDashboardPage for every reader', () => {
  it('keeps its headings in order, with no level skipped', async () => {
    const { container } = renderDashboard({
      profile: makeRefereeProfile({ user_type: 'referee_admin' }),
      attempts: [makeAttemptRow()],
    });
    await findQuizCard('FIBA Basics');

    const results = await axe.run(container, { runOnly: { type: 'rule', values: ['heading-order'] } });

    expect(results.violations.flatMap((v) => v.nodes.map((n) => n.html))).toEqual([]);
  });

  it('counts in the singular when there is one question, minute or year', async () => {
    renderDashboard({
      profile: makeRefereeProfile({ experience_years: 1 }),
      quizzes: [makeQuiz({ questions_count: 1, time_limit_minutes: 1 })],
    });

    const card = within(await findQuizCard('FIBA Basics'));
    expect(card.getByText('1 question')).toBeInTheDocument();
    expect(card.getByText('1 minute')).toBeInTheDocument();
    expect(screen.getByText('1 year')).toBeInTheDocument();
  });
});
