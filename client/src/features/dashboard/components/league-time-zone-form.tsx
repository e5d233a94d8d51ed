import { useState, type FormEvent } from 'react';
import { Alert, Autocomplete, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { timeZoneNames } from '@league/contract';
import { useLeagueTimeZone, useSaveLeagueTimeZone } from '@/features/dashboard/api/league-time-zone';

const zones = timeZoneNames();

const savedMessage = (zone: string | null) =>
  zone ? `Saved. Calendars and referee reminders now use ${zone} time.` : "Saved. No time zone: calendars show each game at the gym's clock time wherever the phone is.";

/**
 * The league's time zone (decision 0185): calendar links and the officials' reminders read game
 * times in it. Picking nothing keeps the times floating, as before the setting existed.
 */
export function LeagueTimeZoneForm() {
  const current = useLeagueTimeZone();
  const save = useSaveLeagueTimeZone();
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const [done, setDone] = useState('');
  const value = picked === undefined ? (current.data?.time_zone ?? null) : picked;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setDone('');
    try {
      const saved = await save.mutateAsync({ time_zone: value });
      setPicked(undefined);
      setDone(savedMessage(saved.time_zone));
    } catch {
      // The mutation's error is shown below.
    }
  }

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void handleSubmit(event)} noValidate aria-labelledby="league-time-zone-heading">
      <Typography id="league-time-zone-heading" variant="h6" component="h2">
        League Time Zone
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Where your gyms are. Calendar links show games at the right time on any phone, and referees get their reminder two days before the game by this clock.
      </Typography>
      {current.isPending && <CircularProgress size={24} aria-label="Loading the time zone" />}
      {current.isError && <Alert severity="error">The time zone could not be loaded. Please reload the page.</Alert>}
      {done && <Alert severity="success">{done}</Alert>}
      {save.isError && <Alert severity="error">{save.error.message}</Alert>}
      {current.isSuccess && (
        <>
          <Autocomplete
            options={zones}
            value={value}
            onChange={(_event, zone) => setPicked(zone)}
            renderInput={(params) => <TextField {...params} label="Time zone" helperText="Type a city, such as Chicago. Leave it empty for none." />}
          />
          <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
            Save Time Zone
          </Button>
        </>
      )}
    </Stack>
  );
}
