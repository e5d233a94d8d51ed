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

  it('uses no ARIA attribute its element may not carry, while loading and once loaded (axe aria-prohibited-attr)', async () => {
    const ariaRules = { runOnly: { type: 'rule' as const, values: ['aria-prohibited-attr', 'aria-allowed-attr', 'aria-valid-attr-value'] } };
    const { container } = renderDashboard({
      profile: makeRefereeProfile({ user_type: 'referee_admin' }),
      attempts: [makeAttemptRow()],
      certification: [{ level_id: 1, level: 'Youth', requirements: [{ kind: 'clinic', label: 'Attend the clinic', met: false }], all_met: false, state: 'not_certified', certified_until: null, expires_in_days: null, certificate_code: null }],
    });

    const loading = await axe.run(container, ariaRules);
    await findQuizCard('FIBA Basics');
    await screen.findByRole('heading', { name: 'Certification' });
    const loaded = await axe.run(container, ariaRules);

    expect(loading.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html}`))).toEqual([]);
    expect(loaded.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html}`))).toEqual([]);
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
