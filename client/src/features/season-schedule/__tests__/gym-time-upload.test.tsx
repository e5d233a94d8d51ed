import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { answerSeasonReads, gymTime, openSchedulePage, seasonId } from './schedule-fixtures';

const server = setupMswServer();

const csvFile = () => new File(['venue,court,date,start,end\nLincoln,1,2026-10-03,9:00,13:00'], 'gym.csv', { type: 'text/csv' });

describe('Season Schedule: gym time', () => {
  it('uploads the schools\' file and shows the venues and bookings the season now has', async () => {
    answerSeasonReads({ gym: { venues: [], slots: [] } });
    server.use(http.post(apiUrl(`/seasons/${seasonId}/gym_time/`), () => HttpResponse.json({ ...gymTime, added: 3 }, { status: 201 })));
    const user = userEvent.setup({ delay: null });
    openSchedulePage();
    expect(await screen.findByText('This season has no gym time yet.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Upload gym time (CSV)'), csvFile());

    expect(await screen.findByText('gym.csv added 3 bookings of gym time.')).toBeInTheDocument();
    expect(screen.getByText(/The season has 2 venues and 3 bookings of gym time on 2 days/)).toBeInTheDocument();
    const venues = screen.getByRole('list', { name: 'Venues' });
    expect(within(venues).getByText('Lincoln')).toBeInTheDocument();
    expect(within(venues).getByText('12 Elm St; courts 1 and 2; 2 bookings')).toBeInTheDocument();
    expect(within(venues).getByText('400 Oak Ave; court 1; 1 booking')).toBeInTheDocument();
  });

  it("shows the server's sentence for a line it cannot read, and the gym time stays as it was", async () => {
    answerSeasonReads({ gym: { venues: [], slots: [] } });
    const sentence = 'Line 3: "nine" is not a time of day. Write it as 9:00, 19:30 or 7:30 PM.';
    server.use(http.post(apiUrl(`/seasons/${seasonId}/gym_time/`), () => HttpResponse.json({ error: sentence, code: 'csv_error', details: { line: 3 } }, { status: 400 })));
    const user = userEvent.setup({ delay: null });
    openSchedulePage();
    await screen.findByText('This season has no gym time yet.');

    await user.upload(screen.getByLabelText('Upload gym time (CSV)'), csvFile());

    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(screen.getByLabelText('Upload gym time (CSV)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('This season has no gym time yet.')).toBeInTheDocument();
  });
});
