import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BuildScheduleInput, ScheduleDto } from '@league/contract';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { answerSeasonReads, cleanReport, game, openSchedulePage, seasonId } from './schedule-fixtures';

const server = setupMswServer();

const previewed: ScheduleDto = {
  dry_run: true,
  games: [game(null, 11, 101, 102, '2026-10-03T11:00'), game(null, 12, 201, 202, '2026-10-03T12:00', 'Roosevelt')],
  report: { ...cleanReport, family_conflicts: 2, family_wait_hours: 3.5, family_split_days: 1, unplaced: [{ division_id: 12, home_team_id: 202, away_team_id: 201, reason: 'No gym time is left on a Saturday before 13:00.' }] },
};

/** Answers the build and keeps each request's body for the test to read. */
function answerBuild() {
  const sent: BuildScheduleInput[] = [];
  server.use(
    http.post(apiUrl(`/seasons/${seasonId}/schedule/`), async ({ request }) => {
      const body = (await request.json()) as BuildScheduleInput;
      sent.push(body);
      return body.dry_run ? HttpResponse.json(previewed) : HttpResponse.json({ ...previewed, dry_run: false, report: cleanReport }, { status: 201 });
    }),
  );
  return sent;
}

describe('Season Schedule: building', () => {
  it('previews with each division\'s settings and says in words what the schedule means for families, naming games without gym time', async () => {
    answerSeasonReads();
    const sent = answerBuild();
    const user = userEvent.setup({ delay: null });
    openSchedulePage();
    const games = await screen.findByRole('textbox', { name: 'Games per team, U8' });
    await user.clear(games);
    await user.type(games, '6');
    await user.type(screen.getByRole('textbox', { name: 'Latest start, U8' }), '11:00');

    await user.click(screen.getByRole('button', { name: 'Preview schedule' }));

    const report = await screen.findByRole('list', { name: 'Schedule report' });
    expect(within(report).getByText('0 rules broken')).toBeInTheDocument();
    expect(within(report).getByText('2 family conflicts')).toBeInTheDocument();
    expect(within(report).getByText('3.5 hours families wait between games')).toBeInTheDocument();
    expect(within(report).getByText('1 day a family goes to two venues')).toBeInTheDocument();
    const unplaced = screen.getByRole('list', { name: 'Games without gym time' });
    expect(within(unplaced).getByText('U12: Foxes vs Eagles')).toBeInTheDocument();
    expect(within(unplaced).getByText('No gym time is left on a Saturday before 13:00.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        dry_run: true,
        family_rule: 'hard',
        divisions: [
          { division_id: 11, games_per_team: 6, game_minutes: 60, latest: '11:00', changeover_minutes: 10, games_per_week: 1, weeks: [] },
          { division_id: 12, games_per_team: 8, game_minutes: 60, changeover_minutes: 10, games_per_week: 1, weeks: [] },
        ],
      },
    ]);
    const table = screen.getByRole('table', { name: 'Previewed games' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'Roosevelt' })).toBeInTheDocument();
  });

  it('names a setting it cannot use next to it and sends nothing', async () => {
    answerSeasonReads();
    const sent = answerBuild();
    const user = userEvent.setup({ delay: null });
    openSchedulePage();
    await user.type(await screen.findByRole('textbox', { name: 'Earliest start, U12' }), 'noon');

    await user.click(screen.getByRole('button', { name: 'Preview schedule' }));

    expect(await screen.findByText('The earliest start must be a time of day such as 9:00 or 19:00.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('saves the schedule as a draft of only the chosen divisions, and shows the saved games', async () => {
    answerSeasonReads();
    const sent = answerBuild();
    const user = userEvent.setup({ delay: null });
    openSchedulePage();
    await user.click(await screen.findByRole('checkbox', { name: 'Schedule U12' }));

    await user.click(screen.getByRole('button', { name: 'Save schedule' }));

    expect(await screen.findByText('Saved 2 games as a draft. Publish them to tell families and coaches.')).toBeInTheDocument();
    expect(sent.map((body) => [body.dry_run, body.divisions.map((d) => d.division_id)])).toEqual([[false, [11]]]);
    expect(within(screen.getByRole('list', { name: 'Schedule report' })).getByText('0 family conflicts')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Saved games' })).toBeInTheDocument();
  });

  it('says why a schedule was not saved and names the games that found no gym time', async () => {
    answerSeasonReads();
    const sentence = 'The schedule was not saved: 1 game finds no gym time. No gym time is left on a Saturday before 13:00. Add gym time or ask for fewer games, then build again.';
    server.use(http.post(apiUrl(`/seasons/${seasonId}/schedule/`), () => HttpResponse.json({ error: sentence, code: 'schedule_infeasible', details: { report: previewed.report } }, { status: 400 })));
    const user = userEvent.setup({ delay: null });
    openSchedulePage();
    await screen.findByRole('table', { name: 'Division settings' });

    await user.click(screen.getByRole('button', { name: 'Save schedule' }));

    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Games without gym time' })).getByText('U12: Foxes vs Eagles')).toBeInTheDocument();
    expect(screen.queryByText(/^Saved /)).not.toBeInTheDocument();
  });

  it('starts from the settings the last save kept, the weeks and the family rule among them', async () => {
    answerSeasonReads({ settings: [{ division_id: 12, games_per_team: 5, game_minutes: 45, changeover_minutes: 15, earliest: '09:00', latest: null, games_per_week: 2, family_rule: 'soft', weeks: ['2026-10-05'] }] });
    const sent = answerBuild();
    const user = userEvent.setup({ delay: null });
    openSchedulePage();

    expect(await screen.findByRole('textbox', { name: 'Games per team, U12' })).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Preview schedule' }));
    await screen.findByRole('list', { name: 'Schedule report' });

    expect(screen.getByRole('textbox', { name: 'Earliest start, U12' })).toHaveValue('9:00');
    expect(screen.getByRole('textbox', { name: 'Games per team, U8' })).toHaveValue('8');
    expect(sent[0]).toMatchObject({ family_rule: 'soft', divisions: [{ division_id: 11 }, { division_id: 12, games_per_team: 5, game_minutes: 45, earliest: '9:00', changeover_minutes: 15, games_per_week: 2, weeks: ['2026-10-05'] }] });
  });
});
