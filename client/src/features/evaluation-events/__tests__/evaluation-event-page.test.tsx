import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessCodeDto } from '@league/contract';
import { paths } from '@/config/paths';
import { EvaluationEventPage } from '@/features/evaluation-events/components/evaluation-event-page';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { accessCode, event, signIn } from './evaluation-fixtures';

const server = setupMswServer();
const madeCodes = ['ABCD-EFGH', 'JKMN-PQRS', 'TUVW-XYZ2'];
let codes: AccessCodeDto[];
let createdFor: unknown[];
let revoked: number[];
let patches: unknown[];

beforeEach(() => {
  signIn();
  codes = [accessCode(1, { evaluators: 2 })];
  createdFor = [];
  revoked = [];
  patches = [];
  server.use(
    http.get(apiUrl('/evaluations/40/'), () => HttpResponse.json(event())),
    http.patch(apiUrl('/evaluations/40/'), async ({ request }) => {
      const body = (await request.json()) as { instructions: Record<string, string> };
      patches.push(body);
      return HttpResponse.json(event({ skills: [{ id: 11, name: 'Shooting', instruction: body.instructions['11'] ?? '', division_id: 5 }, { id: 12, name: 'Dribbling', instruction: body.instructions['12'] ?? '', division_id: 5 }] }));
    }),
    http.get(apiUrl('/evaluations/40/access_codes/'), () => HttpResponse.json({ count: codes.length, results: codes })),
    http.post(apiUrl('/evaluations/40/access_codes/'), async ({ request }) => {
      const body = (await request.json()) as { session_id?: number };
      createdFor.push(body);
      const made = accessCode(codes.length + 1, { session_id: body.session_id ?? null, code: madeCodes[createdFor.length - 1] });
      codes = [...codes, made];
      return HttpResponse.json(made, { status: 201 });
    }),
    http.post(apiUrl('/evaluations/40/access_codes/:codeId/revoke/'), ({ params }) => {
      revoked.push(Number(params.codeId));
      codes = codes.map((c) => (c.id === Number(params.codeId) ? { ...c, revoked_at: '2026-11-25T19:00:00.000Z' } : c));
      return HttpResponse.json(codes[0]);
    }),
  );
});

const openPage = (options: { documentStyles?: boolean } = {}) =>
  renderRoutes([{ path: paths.dashboard.evaluationEvent(':eventId'), element: <EvaluationEventPage /> }], paths.dashboard.evaluationEvent(40), options);

describe('Evaluation day page', () => {
  it('shows the day and links to the check-in desk, the printouts, the coverage board and the results', async () => {
    openPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'U12 evaluations' })).toBeInTheDocument();
    expect(screen.getByText(/each child should be seen by 3 evaluators · 1 child checked in/)).toBeInTheDocument();
    expect(screen.getByText('Five shots from the free-throw line')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check-in desk' })).toHaveAttribute('href', paths.dashboard.evaluationCheckIn(40));
    expect(screen.getByRole('link', { name: 'Bib labels and check-in sheet' })).toHaveAttribute('href', paths.dashboard.evaluationPrint(40));
    expect(screen.getByRole('link', { name: 'Coverage board' })).toHaveAttribute('href', paths.dashboard.evaluationCoverage(40));
    expect(screen.getByRole('link', { name: 'Results and finalise' })).toHaveAttribute('href', paths.dashboard.evaluationResults(40));
  });

  it('when the admin makes a code for one session, shows it large and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    openPage();

    await user.click(await screen.findByRole('combobox', { name: 'Code for' }));
    await user.click(screen.getByRole('option', { name: /South Gym/ }));
    await user.click(screen.getByRole('button', { name: 'Create access code' }));

    expect(await screen.findByTestId('new-access-code')).toHaveTextContent('ABCD-EFGH');
    expect(screen.getByText(/New code for the session of .*13:00, South Gym/)).toBeInTheDocument();
    expect(createdFor).toEqual([{ session_id: 72 }]);
    await user.click(screen.getByRole('button', { name: 'Copy the code' }));
    expect(writeText).toHaveBeenCalledWith('ABCD-EFGH');
    expect(await screen.findByRole('button', { name: 'Copy the code' })).toHaveTextContent('Copied');
  });

  it('three codes made in a row all stay listed with their codes until revoked', async () => {
    const user = userEvent.setup();
    openPage();
    const create = await screen.findByRole('button', { name: 'Create access code' });

    for (const code of madeCodes) {
      await user.click(create);
      await screen.findByRole('button', { name: `Copy the code ${code}` });
    }

    const table = screen.getByRole('table');
    for (const code of madeCodes) expect(within(table).getByText(code)).toBeInTheDocument();
    expect(within(table).getByText('Shown only when it was made')).toBeInTheDocument();
    expect(screen.getByTestId('new-access-code')).toHaveTextContent('TUVW-XYZ2');
  });

  it('when the admin revokes a code after confirming, the code reads as revoked', async () => {
    const user = userEvent.setup();
    openPage();

    const table = await screen.findByRole('table');
    expect(within(table).getByText('2 evaluators')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: /Revoke the code made/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));

    expect(await within(table).findByText(/^Revoked /)).toBeInTheDocument();
    expect(revoked).toEqual([1]);
  });

  it('when the admin changes an instruction only, sends it without replacing the sessions and shows it', async () => {
    const user = userEvent.setup();
    openPage();

    await user.click(await screen.findByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the evaluation day' });
    fireEvent.change(within(dialog).getByLabelText('Instruction for Dribbling'), { target: { value: 'Weak hand down the court' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Weak hand down the court')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches).toEqual([{ name: 'U12 evaluations', min_evaluators: 3, instructions: { '11': 'Five shots from the free-throw line', '12': 'Weak hand down the court' } }]);
  });

  it('on a day of several divisions, shows one division’s skills, check-ins and coverage when the admin chooses it', async () => {
    const user = userEvent.setup();
    const asked: (string | null)[] = [];
    const passing = { id: 21, name: 'Passing', instruction: 'Chest pass to a partner', division_id: 6 };
    const twoDivisions = event({ divisions: [{ id: 5, name: 'U12 Mixed', finalised: null }, { id: 6, name: 'U14 Mixed', finalised: null }], skills: [...event().skills, passing], checked_in: 9 });
    server.use(
      http.get(apiUrl('/evaluations/40/'), ({ request }) => {
        const divisionId = new URL(request.url).searchParams.get('division_id');
        asked.push(divisionId);
        return HttpResponse.json(divisionId === '6' ? { ...twoDivisions, skills: [passing], checked_in: 4 } : twoDivisions);
      }),
    );
    openPage();
    expect(await screen.findByText(/U12 Mixed, U14 Mixed · .* 9 children checked in/)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Division' }));
    await user.click(screen.getByRole('option', { name: 'U14 Mixed' }));

    expect(await screen.findByText(/^U14 Mixed · .* 4 children checked in/)).toBeInTheDocument();
    expect(asked).toContain('6');
    const skills = screen.getByRole('list', { name: 'Skills and instructions' });
    expect(within(skills).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['PassingChest pass to a partner']);
    expect(screen.getByRole('link', { name: 'Coverage board' })).toHaveAttribute('href', `${paths.dashboard.evaluationCoverage(40)}?division=6`);
  });

  it('on a day of one division, offers no division to choose', async () => {
    openPage();

    expect(await screen.findByText(/1 child checked in/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Division' })).not.toBeInTheDocument();
  });
});

describe('the access codes table on any screen', () => {
  it('keeps its screen-reader-only "Actions" heading one pixel wide, so it cannot widen the page', async () => {
    openPage({ documentStyles: true });

    const heading = await screen.findByRole('columnheader', { name: 'Actions' });
    const label = within(heading).getByText('Actions');

    expect(label).toHaveStyle({ position: 'absolute', width: '1px', height: '1px', whiteSpace: 'nowrap' });
  });
});
