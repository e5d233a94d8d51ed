import { useState } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { venueTravelInputSchema, type VenueDto, type VenueTravelDto } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { parseForm } from '@/lib/form-errors';
import { useSaveVenueTravel } from '@/features/season-schedule/api/save-venue-travel';

const pairKey = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;

/** Every two venues of the season, once. */
function venuePairs(venues: VenueDto[]): [VenueDto, VenueDto][] {
  return venues.flatMap((a, i) => venues.slice(i + 1).map((b) => [a, b] as [VenueDto, VenueDto]));
}

/** Minutes to drive between venues: a coach of two teams, or a family, gets them between games at different venues. */
export function TravelMinutesForm({ seasonId, venues, saved }: { seasonId: number; venues: VenueDto[]; saved: VenueTravelDto }) {
  const [defaultMinutes, setDefaultMinutes] = useState(String(saved.default_minutes));
  const [minutes, setMinutes] = useState<Record<string, string>>(() => Object.fromEntries(saved.pairs.map((p) => [pairKey(p.from_venue_id, p.to_venue_id), String(p.minutes)])));
  const [error, setError] = useState<string | undefined>();
  const save = useSaveVenueTravel(seasonId);
  const pairs = venuePairs(venues);

  function submit() {
    const typed = pairs.map(([a, b]) => ({ from_venue_id: a.id, to_venue_id: b.id, minutes: (minutes[pairKey(a.id, b.id)] ?? '').trim() })).filter((p) => p.minutes !== '');
    const parsed = parseForm(venueTravelInputSchema, { default_minutes: defaultMinutes.trim(), pairs: typed });
    setError(parsed.ok ? undefined : parsed.firstError);
    if (parsed.ok) save.mutate(parsed.data);
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">Driving time between venues</Typography>
      <TextField label="Minutes between any two venues" value={defaultMinutes} onChange={(e) => setDefaultMinutes(e.target.value)} helperText="Used for every pair below left empty." sx={{ maxWidth: 320 }} />
      {pairs.map(([a, b]) => (
        <TextField key={pairKey(a.id, b.id)} label={`Minutes from ${a.name} to ${b.name}`} placeholder={`${defaultMinutes || '?'} (any two venues)`} value={minutes[pairKey(a.id, b.id)] ?? ''} onChange={(e) => setMinutes((m) => ({ ...m, [pairKey(a.id, b.id)]: e.target.value }))} sx={{ maxWidth: 320 }} />
      ))}
      {pairs.length === 0 && <Typography color="text.secondary">The season has one venue or none yet: upload gym time to name them.</Typography>}
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row">
        <Button variant="outlined" disabled={save.isPending} onClick={submit}>
          Save driving times
        </Button>
      </Stack>
      {save.isError && <Alert severity="error">{apiErrorMessage(save.error) ?? 'The driving times could not be saved. Please try again.'}</Alert>}
      {save.isSuccess && <Alert severity="success">Saved the driving times. Build the schedule again to use them.</Alert>}
    </Stack>
  );
}
