import { useState } from 'react';
import { Alert, Button, FormControl, InputLabel, MenuItem, Select, Stack, TextField } from '@mui/material';
import { closeGymTimeInputSchema, type CloseGymTimeInput } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { parseForm } from '@/lib/form-errors';
import { useGymTime } from '@/features/season-schedule/api/get-gym-time';
import { useCloseGymTime } from '@/features/season-schedule/api/close-gym-time';
import type { ScheduleNames } from '@/features/season-schedule/lib/describe-schedule';
import { GameMoves } from './game-moves';
import { ScheduleSection } from './schedule-section';

/** A day (or one venue on it) the gym is not available: preview which games move, then close it. */
export function CloseDaySection({ seasonId, names }: { seasonId: number; names: ScheduleNames }) {
  const { data: gymTime } = useGymTime(seasonId);
  const [date, setDate] = useState('');
  const [venue, setVenue] = useState('');
  const [dateError, setDateError] = useState<string | undefined>();
  const close = useCloseGymTime(seasonId);
  // Applying is offered only for the day and venue just previewed.
  const [previewed, setPreviewed] = useState<string | null>(null);
  const choice = `${date}|${venue}`;

  function run(dryRun: boolean) {
    const parsed = parseForm(closeGymTimeInputSchema, { date, venue: venue || undefined, dry_run: dryRun });
    setDateError(parsed.errors.date);
    if (!parsed.ok) return;
    close.mutate(parsed.data as CloseGymTimeInput, { onSuccess: () => setPreviewed(dryRun ? choice : null) });
  }

  const result = close.data;
  return (
    <ScheduleSection id="close-day-title" title="Close a day" intro="When a gym is closed (weather, a school event), the games of that day move into free gym time, changing as few other games as possible.">
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label="Day to close" type="date" value={date} onChange={(e) => setDate(e.target.value)} error={!!dateError} helperText={dateError} slotProps={{ inputLabel: { shrink: true } }} />
          <FormControl sx={{ minWidth: 220 }}>
            <InputLabel id="close-venue-label">Venue</InputLabel>
            <Select labelId="close-venue-label" id="close-venue" label="Venue" value={venue} onChange={(e) => setVenue(e.target.value)}>
              <MenuItem value="">Every venue</MenuItem>
              {(gymTime?.venues ?? []).map((v) => (
                <MenuItem key={v.id} value={String(v.id)}>
                  {v.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" disabled={close.isPending} onClick={() => run(true)}>
            Preview the moves
          </Button>
          <Button variant="contained" color="warning" disabled={close.isPending || previewed !== choice} onClick={() => run(false)}>
            Close the day and move the games
          </Button>
        </Stack>
        {close.isError && <Alert severity="error">{apiErrorMessage(close.error) ?? 'The day could not be closed. Please try again.'}</Alert>}
        {result && !result.dry_run && <Alert severity="success">{`Closed. ${result.summary} The moved games are drafts again: publish to email only the families and coaches concerned.`}</Alert>}
        {result?.dry_run && <GameMoves result={result} names={names} />}
      </Stack>
    </ScheduleSection>
  );
}
