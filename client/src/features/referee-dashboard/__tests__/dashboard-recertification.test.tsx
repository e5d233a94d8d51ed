import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { setupMswServer } from '@/testing/msw-server';
import { formatCalendarDay } from '@/lib/format-calendar-day';
import { makeQuiz } from './dashboard-fixtures';
import { findQuizCard, renderDashboard } from './render-dashboard';

setupMswServer();

const recertification = (summary: { attempts_used: number; attempts_allowed: number }, extra = {}) =>
  makeQuiz({
    title: 'FIBA 2026 changes',
    recertification_edition: 'FIBA 2026',
    draw_rules: [{ category: 'Fouls', count: 5 }],
    end_date: '2027-01-31T23:59:59.000Z',
    user_summary: { ...summary, counted_score: null, counted_passed: null },
    ...extra,
  });

describe('the recertification quiz on the referee dashboard', () => {
  it('says which edition it recertifies, until when it is open, and that the one attempt is still unused', async () => {
    renderDashboard({ quizzes: [recertification({ attempts_used: 0, attempts_allowed: 1 })] });

    const card = within(await findQuizCard('FIBA 2026 changes'));
    expect(card.getByText('Recertification quiz for FIBA 2026 is open')).toBeInTheDocument();
    const lastDay = formatCalendarDay('2027-01-31');
    expect(card.getByText(`It asks only about the rule changes of FIBA 2026. Open until ${lastDay}.`)).toBeInTheDocument();
    expect(card.getByText('You have one attempt, not used yet.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: /start quiz/i })).toBeInTheDocument();
  });

  it('tells a referee who took it that the one attempt is used', async () => {
    const used = { user_attempt: { id: 4, status: 'completed' as const, passed: true, score: 80 } };
    renderDashboard({ quizzes: [recertification({ attempts_used: 1, attempts_allowed: 1 }, used)] });

    const card = within(await findQuizCard('FIBA 2026 changes'));
    expect(card.getByText('You have used your one attempt.')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /start quiz/i })).not.toBeInTheDocument();
  });

  it('counts the attempts of a recertification quiz that allows more than one', async () => {
    renderDashboard({ quizzes: [recertification({ attempts_used: 1, attempts_allowed: 3 }, { max_attempts: 3, end_date: null })] });

    const card = within(await findQuizCard('FIBA 2026 changes'));
    expect(card.getByText('It asks only about the rule changes of FIBA 2026.')).toBeInTheDocument();
    expect(card.getByText('1 of 3 attempts used.')).toBeInTheDocument();
  });

  it('says nothing of recertification on an ordinary quiz', async () => {
    renderDashboard({ quizzes: [makeQuiz({ title: 'FIBA Basics' })] });

    const card = within(await findQuizCard('FIBA Basics'));
    expect(card.queryByText(/recertification/i)).not.toBeInTheDocument();
  });
});
