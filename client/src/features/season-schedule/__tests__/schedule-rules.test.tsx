import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BuildScheduleInput, TeamBlackoutDatesInput, VenueTravelInput } from '@league/contract';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { answerPut, answerSeasonReads, cleanReport, openSchedulePage, seasonId } from './schedule-fixtures';

const server = setupMswServer();

describe('Season Schedule: days off, driving times, weeks and the family rule', () => {
  it("saves the days a team's coach asked off and lists them", async () => {
    answerSeasonReads({ blackouts: [{ team_id: 202, dates: ['2026-10-03'], hours: [], weekly: [] }] });
    const sent = answerPut<TeamBlackoutDatesInput>(`/seasons/${seasonId}/teams/101/blackout_dates/`, (body) => ({ team_id: 101, dates: body.dates, hours: [], weekly: [] }));
    const user = userEvent.setup({ delay: null });
    openSchedulePage();
    expect(within(await screen.findByRole('list', { name: 'Teams with days they cannot play' })).getByText('Foxes')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Team with days off' }));
    await user.click(await screen.findByRole('option', { name: 'Ants (U8)' }));
    await user.type(screen.getByRole('textbox', { name: 'Days with no games' }), '2026-10-10, 2026-10-17');
    await user.click(screen.getByRole('button', { name: 'Save the days' }));

    expect(await screen.findByText('Saved: Ants has 2 days with no games. Build the schedule again to use them.')).toBeInTheDocument();
    expect(sent).toEqual([{ dates: ['2026-10-10', '2026-10-17'], hours: [], weekly: [] }]);
  });

  it('saves part of a day ("from 18:00", "until 12:00") beside whole days, and lists each in words', async () => {
    answerSeasonReads({ blackouts: [{ team_id: 202, dates: ['2026-10-03'], hours: [{ date: '2026-10-09', from: '18:00', until: null }], weekly: [] }] });
    const sent = answerPut<TeamBlackoutDatesInput>(`/seasons/${seasonId}/teams/101/blackout_dates/`, (body) => ({ team_id: 101, dates: body.dates, hours: body.hours.map((h) => ({ from: null, until: null, ...h })), weekly: [] }));
    const user = userEvent.setup({ delay: null });
    openSchedulePage();
    const list = await screen.findByRole('list', { name: 'Teams with days they cannot play' });
    expect(within(list).getByText('2026-10-03: All day; 2026-10-09: From 18:00')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Team with days off' }));
    await user.click(await screen.findByRole('option', { name: 'Ants (U8)' }));
    await user.type(screen.getByRole('textbox', { name: 'Days with no games' }), '2026-10-10, 2026-10-16 from 18:00, 2026-10-17 until 12:00');
    await user.click(screen.getByRole('button', { name: 'Save the days' }));

    expect(await screen.findByText('Saved: Ants has 1 day and 2 parts of days with no games. Build the schedule again to use them.')).toBeInTheDocument();
    expect(sent).toEqual([{ dates: ['2026-10-10'], hours: [{ date: '2026-10-16', from: '18:00' }, { date: '2026-10-17', until: '12:00' }], weekly: [] }]);
  });

  it('says what is wrong when a from time is not before its until time, or the words are not understood, and sends nothing', async () => {
    answerSeasonReads();
    const sent = answerPut<TeamBlackoutDatesInput>(`/seasons/${seasonId}/teams/101/blackout_dates/`, (body) => ({ team_id: 101, dates: body.dates, hours: [], weekly: [] }));
    const user = userEvent.setup({ delay: null });
    openSchedulePage();
    await user.click(await screen.findByRole('combobox', { name: 'Team with days off' }));
    await user.click(await screen.findByRole('option', { name: 'Ants (U8)' }));
    const days = screen.getByRole('textbox', { name: 'Days with no games' });

    await user.type(days, '2026-10-16 from 18:00 until 12:00');
    await user.click(screen.getByRole('button', { name: 'Save the days' }));
    expect(await screen.findByText('The blackout on 2026-10-16 goes from 18:00 until 12:00: the from time must be before the until time.')).toBeInTheDocument();

    await user.clear(days);
    await user.type(days, '2026-10-16 evening');
    await user.click(screen.getByRole('button', { name: 'Save the days' }));
    expect(await screen.findByText('"2026-10-16 evening" is not understood: write a day as 2026-10-10, and add from 18:00 or until 12:00 to keep only part of it free, or write every Wednesday for each week.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the server's sentence for a day outside the season", async () => {
    answerSeasonReads();
    const sentence = 'The blackout date 2027-06-05 of Ants is outside the season, which runs from 2026-09-01 to 2026-12-15.';
    answerPut(`/seasons/${seasonId}/teams/101/blackout_dates/`, () => ({ error: sentence }), 400);
    const user = userEvent.setup({ delay: null });
    openSchedulePage();

    await user.click(await screen.findByRole('combobox', { name: 'Team with days off' }));
    await user.click(await screen.findByRole('option', { name: 'Ants (U8)' }));
    await user.type(screen.getByRole('textbox', { name: 'Days with no games' }), '2027-06-05');
    await user.click(screen.getByRole('button', { name: 'Save the days' }));

    expect(await screen.findByText(sentence)).toBeInTheDocument();
  });

  it('saves the driving minutes between any two venues and between a named pair, starting from the stored ones', async () => {
    answerSeasonReads({ travel: { default_minutes: 25, pairs: [] } });
    const sent = answerPut<VenueTravelInput>(`/seasons/${seasonId}/venues/travel/`, (body) => body);
    const user = userEvent.setup({ delay: null });
    openSchedulePage();
    const any = await screen.findByRole('textbox', { name: 'Minutes between any two venues' });
    expect(any).toHaveValue('25');

    await user.type(screen.getByRole('textbox', { name: 'Minutes from Lincoln to Roosevelt' }), '40');
    await user.click(screen.getByRole('button', { name: 'Save driving times' }));

    expect(await screen.findByText('Saved the driving times. Build the schedule again to use them.')).toBeInTheDocument();
    expect(sent).toEqual([{ default_minutes: 25, pairs: [{ from_venue_id: 1, to_venue_id: 2, minutes: 40 }] }]);
  });

  it('names negative minutes next to the form and sends nothing', async () => {
    answerSeasonReads();
    const sent = answerPut<VenueTravelInput>(`/seasons/${seasonId}/venues/travel/`, (body) => body);
    const user = userEvent.setup({ delay: null });
    openSchedulePage();

    await user.type(await screen.findByRole('textbox', { name: 'Minutes from Lincoln to Roosevelt' }), '-5');
    await user.click(screen.getByRole('button', { name: 'Save driving times' }));

    expect(await screen.findByText('Travel minutes between two venues must be a whole number from 0 to 600.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("builds with a division's weeks, games per week and changeover, and the family rule chosen", async () => {
    answerSeasonReads();
    const sent: BuildScheduleInput[] = [];
    server.use(
      http.post(apiUrl(`/seasons/${seasonId}/schedule/`), async ({ request }) => {
        sent.push((await request.json()) as BuildScheduleInput);
        return HttpResponse.json({ dry_run: true, games: [], report: cleanReport });
      }),
    );
    const user = userEvent.setup({ delay: null });
    openSchedulePage();
    await user.type(await screen.findByRole('textbox', { name: 'Weeks it plays, U8' }), '2026-10-07, 2026-10-14');
    const perWeek = screen.getByRole('textbox', { name: 'Games per week, U8' });
    await user.clear(perWeek);
    await user.type(perWeek, '2');
    const changeover = screen.getByRole('textbox', { name: 'Changeover minutes, U8' });
    await user.clear(changeover);
    await user.type(changeover, '5');
    await user.click(screen.getByRole('radio', { name: 'Avoid it, but allow it when the gym time leaves no other way' }));

    await user.click(screen.getByRole('button', { name: 'Preview schedule' }));

    await screen.findByRole('list', { name: 'Schedule report' });
    expect(sent[0]).toMatchObject({ family_rule: 'soft', divisions: [{ division_id: 11, weeks: ['2026-10-07', '2026-10-14'], games_per_week: 2, changeover_minutes: 5 }, { division_id: 12, weeks: [] }] });
  });
});
