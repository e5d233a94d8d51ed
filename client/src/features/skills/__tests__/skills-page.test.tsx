import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkillsPage } from '@/features/skills/components/skills-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { answerSkillsPageLists } from './skills-test-api';

const server = setupMswServer();

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function renderWithDivision(skills?: unknown[]) {
  answerSkillsPageLists(skills);
  renderWithProviders(<SkillsPage />);
  await choose(/Season/, 'Fall 2026');
  await choose(/Division/, 'U10');
}

describe('SkillsPage: choosing a division', () => {
  it('asks for a division before showing skills', () => {
    answerSkillsPageLists();
    renderWithProviders(<SkillsPage />);

    expect(screen.getByText('Please select a division first')).toBeInTheDocument();
  });

  it('refuses to add a skill before a division is chosen', async () => {
    answerSkillsPageLists();
    renderWithProviders(<SkillsPage />);

    await userEvent.click(screen.getByRole('button', { name: 'Add Skill' }));

    expect(screen.getByText('Please select a division before creating a skill.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await choose(/Season/, 'Fall 2026');
    await choose(/Division/, 'U10');
    expect(screen.queryByText('Please select a division before creating a skill.')).not.toBeInTheDocument();
  });

  it("lists the division's skills with weight and factor", async () => {
    await renderWithDivision();

    const row = (await screen.findByRole('cell', { name: 'Dribbling' })).closest('tr')!;
    expect(within(row).getByText('Ball control')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('10')).toBeInTheDocument();
  });

  it('clears the chosen division when the season changes', async () => {
    await renderWithDivision();
    await screen.findByRole('cell', { name: 'Dribbling' });

    await choose(/Season/, 'Spring 2027');

    expect(await screen.findByText('Please select a division first')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Dribbling' })).not.toBeInTheDocument();
  });

  it('says when the skills cannot be loaded', async () => {
    answerSkillsPageLists();
    server.use(http.get(apiUrl('/skills/'), () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    renderWithProviders(<SkillsPage />);
    await choose(/Season/, 'Fall 2026');
    await choose(/Division/, 'U10');

    expect(await screen.findByText('Failed to load division skills. Please try again.')).toBeInTheDocument();
  });
});
