import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { renderCertification, youth } from './render-certification';

const server = setupMswServer();

async function choose(label: string | RegExp, option: string, container: HTMLElement = document.body) {
  await userEvent.click(within(container).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('CertificationAdminPage', () => {
  it('lists each level with its requirements in words and how long it is valid', async () => {
    renderCertification(server);

    const row = await screen.findByRole('row', { name: /Youth/ });

    await waitFor(() => expect(row).toHaveTextContent('Pass the quiz "Fouls"; Attend the clinic'));
    expect(row).toHaveTextContent('FIBA 2024');
    expect(row).toHaveTextContent('365 days from issue');
  });

  it('creates a level valid until a date with a category requirement', async () => {
    let sent: unknown;
    server.use(http.post(apiUrl('/referees/certification_levels/'), async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ ...youth, id: 2 }, { status: 201 });
    }));
    renderCertification(server, []);

    await userEvent.click(await screen.findByRole('button', { name: 'Add level' }));
    const dialog = screen.getByRole('dialog', { name: 'New certification level' });
    await userEvent.type(within(dialog).getByLabelText('Level name'), 'Tournament');
    await userEvent.click(within(dialog).getByLabelText("Until a date (a season's end)"));
    await userEvent.type(within(dialog).getByLabelText('Last valid date'), '2027-08-31');
    await choose('Requirement 1', 'Pass any quiz of a question category', dialog);
    await userEvent.type(within(dialog).getByLabelText('Category for requirement 1'), 'Fouls');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save level' }));

    await waitFor(() => expect(sent).toEqual({ name: 'Tournament', edition: '', requirements: [{ kind: 'category', category: 'Fouls' }], valid_until: '2027-08-31' }));
  });

  it('says what is missing instead of sending a quiz requirement without a quiz', async () => {
    renderCertification(server, []);

    await userEvent.click(await screen.findByRole('button', { name: 'Add level' }));
    const dialog = screen.getByRole('dialog', { name: 'New certification level' });
    await userEvent.type(within(dialog).getByLabelText('Level name'), 'Tournament');
    await choose('Requirement 1', 'Pass a quiz', dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save level' }));

    expect(await within(dialog).findByText('Choose the quiz to pass.')).toBeInTheDocument();
  });

  it('edits a level with PUT, keeping what was not changed', async () => {
    let sent: unknown;
    server.use(http.put(apiUrl('/referees/certification_levels/1/'), async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json(youth);
    }));
    renderCertification(server);

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Youth' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Youth' });
    const days = within(dialog).getByLabelText('Valid for (days)');
    await userEvent.clear(days);
    await userEvent.type(days, '180');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save level' }));

    await waitFor(() => expect(sent).toEqual({ name: 'Youth', edition: 'FIBA 2024', requirements: [{ kind: 'quiz', quiz_id: 3 }, { kind: 'clinic' }], validity_days: 180 }));
  });

  it('marks a clinic attended on a date and says a certificate was issued', async () => {
    let sent: unknown;
    server.use(http.post(apiUrl('/referees/certification_levels/1/clinic/'), async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ level_id: 1, referee_id: 4, attended_on: '2027-03-09', certificates_issued: ['NEWCODE'] });
    }));
    renderCertification(server);

    await choose('Level', 'Youth', await screen.findByRole('form', { name: 'Mark a clinic attended' }));
    await choose('Referee', 'Jo Smith');
    await userEvent.type(screen.getByLabelText('Clinic date'), '2027-03-09');
    await userEvent.click(screen.getByRole('button', { name: 'Mark attended' }));

    expect(await screen.findByText('Clinic marked. Every requirement is met: a certificate was issued.')).toBeInTheDocument();
    expect(sent).toEqual({ referee_id: 4, attended_on: '2027-03-09' });
  });

  it('revokes a certificate only with a reason', async () => {
    let sent: unknown;
    server.use(http.post(apiUrl('/referees/certificates/ABCDEFGHIJKLMNOPQRSTUVWXYZ/revoke/'), async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ code: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', status: 'revoked' });
    }));
    renderCertification(server);

    const row = await screen.findByRole('row', { name: /ABCDEFGHIJKLMNOPQRSTUVWXYZ/ });
    expect(row).toHaveTextContent('10 days left');
    await userEvent.click(within(row).getByRole('button', { name: "Revoke Jo Smith's Youth certificate" }));
    const dialog = screen.getByRole('dialog', { name: "Revoke Jo Smith's Youth certificate?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    expect(await within(dialog).findByText('Give the reason for revoking.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason (seen by admins only)'), 'Left the association');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));

    await waitFor(() => expect(sent).toEqual({ reason: 'Left the association' }));
  });
});
