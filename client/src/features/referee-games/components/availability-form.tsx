import { useState } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { refereeAvailabilityInputSchema, type RefereeAvailabilityDto } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { parseForm } from '@/lib/form-errors';
import { useMyAvailability, useSaveMyAvailability } from '@/features/referee-games/api/my-availability';
import { DatesOffField } from './dates-off-field';
import { WeeklyWindowRow, type WindowValues } from './weekly-window-row';

export function AvailabilityForm() {
  const saved = useMyAvailability();
  if (saved.isError) return <Alert severity="error">Your availability could not be loaded. Please try again.</Alert>;
  if (!saved.data) return <Typography role="status">Loading your availability…</Typography>;
  return <AvailabilityEditor initial={saved.data} />;
}

// Time inputs answer "09:00"; the server's "9:00" reads the same.
const padTime = (t: string) => t.padStart(5, '0');

function AvailabilityEditor({ initial }: { initial: RefereeAvailabilityDto }) {
  const save = useSaveMyAvailability();
  const [weekly, setWeekly] = useState<WindowValues[]>(initial.weekly.map((w) => ({ ...w, start: padTime(w.start), end: padTime(w.end) })));
  const [datesOff, setDatesOff] = useState(initial.dates_off);
  const [maxGames, setMaxGames] = useState(initial.max_games_per_day === null ? '' : String(initial.max_games_per_day));
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');

  async function submit() {
    setError('');
    setMessage('');
    const parsed = parseForm(refereeAvailabilityInputSchema, { weekly, dates_off: datesOff, max_games_per_day: maxGames.trim() === '' ? null : maxGames });
    if (!parsed.ok) return setError(parsed.firstError);
    try {
      await save.mutateAsync(parsed.data);
      setMessage('Saved. The assignor gives you games only at these times.');
    } catch (e) {
      setError(apiErrorMessage(e) ?? 'Saving did not work. Please try again.');
    }
  }

  return (
    <Stack component="form" spacing={2} aria-label="When you can referee" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <Typography color="text.secondary">
        Add the times of the week you can referee. With no times at all, the assignor may give you a game at any hour.
      </Typography>
      {weekly.map((w, i) => (
        <WeeklyWindowRow key={i} index={i} values={w} onChange={(next) => setWeekly((all) => (next ? all.map((x, j) => (j === i ? next : x)) : all.filter((_, j) => j !== i)))} />
      ))}
      <Button startIcon={<AddIcon />} onClick={() => setWeekly([...weekly, { weekday: 'sat', start: '08:00', end: '12:00' }])} sx={{ alignSelf: 'flex-start' }}>
        Add a time
      </Button>
      <DatesOffField dates={datesOff} onChange={setDatesOff} />
      <TextField
        label="Most games a day"
        value={maxGames}
        onChange={(e) => setMaxGames(e.target.value)}
        helperText="Leave empty for no limit."
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ maxWidth: 220 }}
      />
      {error && <Alert severity="error">{error}</Alert>}
      {message && <Alert severity="success" role="status">{message}</Alert>}
      <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        Save availability
      </Button>
    </Stack>
  );
}
