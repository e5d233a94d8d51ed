import { useState } from 'react';
import { Alert, Button, FormControl, InputLabel, List, ListItem, ListItemText, MenuItem, Select, Stack, TextField, Typography } from '@mui/material';
import { teamBlackoutDatesInputSchema, type TeamBlackoutDatesDto, type TeamDto } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { parseForm } from '@/lib/form-errors';
import { joinWords } from '@/lib/format';
import { useSeasonSchedule } from '@/features/season-schedule/api/get-season-schedule';
import { useSaveBlackoutDates } from '@/features/season-schedule/api/save-blackout-dates';
import { readBlackoutList, showBlackouts, writeBlackoutList } from '@/features/season-schedule/lib/blackout-list';
import { describeWeekly } from '@/features/season-schedule/lib/weekly-list';

/** The days (or parts of days) a coach asked for no games, per team: the schedule never puts the team's games in them. */
export function BlackoutDatesForm({ seasonId, teams }: { seasonId: number; teams: TeamDto[] }) {
  const { data: saved } = useSeasonSchedule(seasonId);
  const [teamId, setTeamId] = useState('');
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveBlackoutDates(seasonId);
  const kept = (id: number) => saved?.blackout_dates.find((b) => b.team_id === id) ?? { dates: [], hours: [], weekly: [] };
  const text = typed ?? (teamId ? writeBlackoutList(kept(Number(teamId))) : '');
  const teamName = (id: number) => teams.find((t) => t.id === id)?.name ?? `Team ${id}`;

  function choose(next: string) {
    setTeamId(next);
    setTyped(null);
    setError(undefined);
    save.reset();
  }

  function submit() {
    const typedList = readBlackoutList(text);
    if (!typedList.ok) return setError(typedList.error);
    const parsed = parseForm(teamBlackoutDatesInputSchema, typedList.value);
    setError(parsed.ok ? undefined : parsed.firstError);
    if (parsed.ok && teamId) save.mutate({ teamId: Number(teamId), input: parsed.data }, { onSuccess: () => setTyped(null) });
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">Days a team cannot play</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl sx={{ minWidth: 200 }}>
          <InputLabel id="blackout-team-label">Team with days off</InputLabel>
          <Select labelId="blackout-team-label" label="Team with days off" value={teamId} onChange={(e) => choose(e.target.value)}>
            {teams.map((t) => (
              <MenuItem key={t.id} value={String(t.id)}>{`${t.name} (${t.division_name})`}</MenuItem>
            ))}
          </Select>
        </FormControl>
        <TextField label="Days with no games" placeholder="every Friday from 18:00, 2026-10-10" value={text} disabled={!teamId} onChange={(e) => setTyped(e.target.value)} error={!!error} helperText={error ?? 'Days in YYYY-MM-DD form, separated by commas: a day alone is all day; add "from 18:00" or "until 12:00" to keep only part of it free of games. For every week, write "every Wednesday" or "every Friday from 18:00". Leave empty for none.'} sx={{ flex: 1 }} />
      </Stack>
      <Stack direction="row">
        <Button variant="outlined" disabled={!teamId || save.isPending} onClick={submit}>
          Save the days
        </Button>
      </Stack>
      {save.isError && <Alert severity="error">{apiErrorMessage(save.error) ?? 'The days could not be saved. Please try again.'}</Alert>}
      {save.isSuccess && <Alert severity="success">{`Saved: ${teamName(save.data.team_id)} has ${describeSaved(save.data)}. Build the schedule again to use them.`}</Alert>}
      {(saved?.blackout_dates.length ?? 0) > 0 && (
        <List dense aria-label="Teams with days they cannot play">
          {saved!.blackout_dates.map((b) => (
            <ListItem key={b.team_id} disableGutters>
              <ListItemText primary={teamName(b.team_id)} secondary={showBlackouts(b).join('; ')} />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** "2 days with no games", "1 day and 1 part of a day with no games, and no games every Friday from 18:00": what a save kept. */
function describeSaved({ dates, hours, weekly }: TeamBlackoutDatesDto): string {
  const days = dates.length === 1 ? '1 day' : `${dates.length} days`;
  const parts = hours.length === 1 ? '1 part of a day' : `${hours.length} parts of days`;
  const counted = `${hours.length === 0 ? days : dates.length === 0 ? parts : `${days} and ${parts}`} with no games`;
  const every = `no games ${joinWords(weekly.map((w) => describeWeekly(w, 'every')))}`;
  if (weekly.length === 0) return counted;
  return dates.length + hours.length === 0 ? every : `${counted}, and ${every}`;
}
