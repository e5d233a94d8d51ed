import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamBlackoutDatesInput } from '@league/contract';
import { setupMswServer } from '@/testing/msw-server';
import { answerPut, answerSeasonReads, openSchedulePage, seasonId } from './schedule-fixtures';

setupMswServer();

const antsPath = `/seasons/${seasonId}/teams/101/blackout_dates/`;
const echo = (body: TeamBlackoutDatesInput) => ({ team_id: 101, dates: body.dates, hours: [], weekly: (body.weekly ?? []).map((w) => ({ from: null, until: null, ...w })) });

async function chooseAnts(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: 'Team with days off' }));
  await user.click(await screen.findByRole('option', { name: 'Ants (U8)' }));
  return screen.getByRole('textbox', { name: 'Days with no games' });
}

describe('Season Schedule: a day off every week', () => {
  it('saves "every Wednesday" and "every Friday from 18:00" beside a day, and says what was kept', async () => {
    answerSeasonReads();
    const sent = answerPut<TeamBlackoutDatesInput>(antsPath, echo);
    const user = userEvent.setup({ delay: null });
    openSchedulePage();

    await user.type(await chooseAnts(user), 'every Friday from 18:00, every wednesday, 2026-10-10');
    await user.click(screen.getByRole('button', { name: 'Save the days' }));

    expect(await screen.findByText('Saved: Ants has 1 day with no games, and no games every Friday from 18:00 and every Wednesday. Build the schedule again to use them.')).toBeInTheDocument();
    expect(sent).toEqual([{ dates: ['2026-10-10'], hours: [], weekly: [{ weekday: 'fri', from: '18:00' }, { weekday: 'wed' }] }]);
  });

  it("lists a team's weekly days off first, in words, and puts them back in the field to change", async () => {
    answerSeasonReads({ blackouts: [{ team_id: 101, dates: ['2026-10-03'], hours: [], weekly: [{ weekday: 'sat', from: null, until: '12:00' }, { weekday: 'wed', from: null, until: null }] }] });
    const user = userEvent.setup({ delay: null });
    openSchedulePage();

    const list = await screen.findByRole('list', { name: 'Teams with days they cannot play' });
    expect(within(list).getByText('Every Wednesday; Every Saturday until 12:00; 2026-10-03: All day')).toBeInTheDocument();
    expect(await chooseAnts(user)).toHaveValue('every Wednesday, every Saturday until 12:00, 2026-10-03');
  });

  it('says what is wrong with a weekday it cannot read, or a from time after its until time, and sends nothing', async () => {
    answerSeasonReads();
    const sent = answerPut<TeamBlackoutDatesInput>(antsPath, echo);
    const user = userEvent.setup({ delay: null });
    openSchedulePage();
    const days = await chooseAnts(user);

    await user.type(days, 'every Funday');
    await user.click(screen.getByRole('button', { name: 'Save the days' }));
    expect(await screen.findByText('"every Funday" is not understood: write a weekly day off as every Wednesday, or every Friday from 18:00.')).toBeInTheDocument();

    await user.clear(days);
    await user.type(days, 'every Friday from 20:00 until 18:00');
    await user.click(screen.getByRole('button', { name: 'Save the days' }));
    expect(await screen.findByText('The blackout every Friday goes from 20:00 until 18:00: the from time must be before the until time.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
