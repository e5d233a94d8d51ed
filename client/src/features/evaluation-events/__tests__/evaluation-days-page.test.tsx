import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { EvaluationDaysPage } from '@/features/evaluation-events/components/evaluation-days-page';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { event, seasonHandlers, signIn } from './evaluation-fixtures';

const server = setupMswServer();
let created: unknown[];

beforeEach(() => {
  signIn();
  created = [];
  server.use(
    ...seasonHandlers,
    http.get(apiUrl('/evaluations/'), ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('division_id') === '5' ? { count: 1, results: [event()] } : { count: 0, results: [] }),
    ),
    http.post(apiUrl('/evaluations/'), async ({ request }) => {
      created.push(await request.json());
      return HttpResponse.json(event({ id: 41, name: 'Spring tryouts' }), { status: 201 });
    }),
  );
});

// Typing key by key is slow on a loaded machine; a change event is what the form reads.
const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

const openPage = () =>
  renderRoutes(
    [
      { path: paths.dashboard.evaluationDays, element: <EvaluationDaysPage /> },
      { path: paths.dashboard.evaluationEvent(':eventId'), element: <p>Day page</p> },
    ],
    `${paths.dashboard.evaluationDays}?season=1&division=5`,
  );

describe('Evaluation Days page', () => {
  it("when a division is chosen, lists its days with when, where and how many children are checked in", async () => {
    openPage();

    const list = await screen.findByRole('list', { name: 'Evaluation days' });
    expect(within(list).getByText('U12 evaluations')).toBeInTheDocument();
    expect(within(list).getByText(/North Gym and .* South Gym · 1 child checked in/)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Open U12 evaluations' })).toHaveAttribute('href', paths.dashboard.evaluationEvent(40));
  });

  it('when the admin creates a day, sends its sessions and instructions and opens the new day', async () => {
    const user = userEvent.setup();
    openPage();

    fill(await screen.findByLabelText(/Name of the day/), 'Spring tryouts');
    fill(screen.getByLabelText('Evaluators each child should get'), '4');
    fill(screen.getByLabelText('Session 1 date'), '2026-09-12');
    fill(screen.getByLabelText('Session 1 start time'), '09:00');
    fill(screen.getByLabelText('Session 1 gym'), 'North Gym');
    await user.click(screen.getByRole('button', { name: 'Add a session' }));
    fill(await screen.findByLabelText('Instruction for Shooting'), 'Five free throws');
    await user.click(screen.getByRole('button', { name: 'Create evaluation day' }));

    expect(await screen.findByText('Day page')).toBeInTheDocument();
    expect(created).toEqual([
      {
        division_id: 5,
        name: 'Spring tryouts',
        min_evaluators: 4,
        scale: { min: 1, max: 5, step: 1 },
        sessions: [{ date: '2026-09-12', start_time: '09:00', gym: 'North Gym' }],
        instructions: { '11': 'Five free throws' },
      },
    ]);
  });

  it('when the name is missing, says so beside the field and sends nothing', async () => {
    const user = userEvent.setup();
    openPage();

    await user.click(await screen.findByRole('button', { name: 'Create evaluation day' }));

    expect(await screen.findByText('Name the evaluation day.')).toBeInTheDocument();
    expect(created).toEqual([]);
  });

  it('when the admin ticks another division of the season, one day is made for both', async () => {
    const user = userEvent.setup();
    const division = (id: number, name: string) => ({ id, name, season: 1, season_name: '2026 Fall Season', min_age: 10, max_age: 12, description: '', league: 7 });
    server.use(http.get(apiUrl('/divisions/'), () => HttpResponse.json({ count: 2, results: [division(5, 'U12 Mixed'), division(6, 'U14 Mixed')] })));
    openPage();

    fill(await screen.findByLabelText(/Name of the day/), 'Club tryouts');
    await user.click(await screen.findByRole('checkbox', { name: 'U14 Mixed' }));
    await user.click(screen.getByRole('button', { name: 'Create evaluation day' }));

    expect(await screen.findByText('Day page')).toBeInTheDocument();
    expect(created).toEqual([expect.objectContaining({ division_id: 5, division_ids: [5, 6], name: 'Club tryouts' })]);
  });

  it("offers an instruction for the skills of every ticked division, one per skill name, and sends it for each division's skill", async () => {
    const user = userEvent.setup();
    const division = (id: number, name: string) => ({ id, name, season: 1, season_name: '2026 Fall Season', min_age: 10, max_age: 12, description: '', league: 7 });
    const skill = (id: number, name: string, divisionId: number) => ({ id, name, description: '', weight: 1, normalization_factor: 10, division: divisionId });
    const skillsOf: Record<string, unknown[]> = { '5': [skill(11, 'Shooting', 5), skill(12, 'Dribbling', 5)], '6': [skill(21, 'Shooting', 6), skill(22, 'Passing', 6)] };
    server.use(
      http.get(apiUrl('/divisions/'), () => HttpResponse.json({ count: 2, results: [division(5, 'U12 Mixed'), division(6, 'U14 Mixed')] })),
      http.get(apiUrl('/skills/'), ({ request }) => {
        const results = skillsOf[new URL(request.url).searchParams.get('division') ?? ''] ?? [];
        return HttpResponse.json({ count: results.length, results });
      }),
    );
    openPage();

    fill(await screen.findByLabelText(/Name of the day/), 'Club tryouts');
    await user.click(await screen.findByRole('checkbox', { name: 'U14 Mixed' }));
    fill(await screen.findByLabelText('Instruction for Passing'), 'Chest pass to a partner');
    fill(screen.getByLabelText('Instruction for Shooting'), 'Five free throws');
    // Four skills, three names: Shooting of both divisions has one field.
    expect(screen.getAllByRole('textbox', { name: /^Instruction for/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Create evaluation day' }));

    expect(await screen.findByText('Day page')).toBeInTheDocument();
    expect(created).toEqual([expect.objectContaining({ division_ids: [5, 6], instructions: { '11': 'Five free throws', '21': 'Five free throws', '22': 'Chest pass to a partner' } })]);
  });
});
