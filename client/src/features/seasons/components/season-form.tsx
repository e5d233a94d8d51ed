import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, FormControlLabel, Grid, Paper, TextField, Typography } from '@mui/material';
import { parseForm, type FieldErrors } from '@/lib/form-errors';
import { readStoredUser, unknownLeagueMessage } from '@/lib/auth/session';
import { useCreateSeason } from '@/features/seasons/api/create-season';
import { defaultEndDate, toIsoDate } from '@/features/seasons/season-dates';
import { seasonFormSchema, type SeasonFormValues } from '@/features/seasons/season-form-schema';

function initialValues(): SeasonFormValues {
  const today = new Date();
  return { name: '', year: String(today.getFullYear()), start_date: toIsoDate(today), end_date: defaultEndDate(today), is_active: true };
}

export function SeasonForm({ onCreated }: { onCreated: (message: string) => void }) {
  const league = readStoredUser()?.league_id ?? null;
  const [values, setValues] = useState(initialValues);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<SeasonFormValues>>({});
  const [error, setError] = useState('');
  const createSeason = useCreateSeason();

  const set = <K extends keyof SeasonFormValues>(key: K, value: SeasonFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const canCreate = values.name.trim() !== '' && league !== null && values.start_date !== '' && values.end_date !== '' && !createSeason.isPending;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canCreate) return;
    setError('');
    const parsed = parseForm(seasonFormSchema, values);
    setFieldErrors(parsed.errors);
    if (!parsed.ok) return;
    try {
      await createSeason.mutateAsync({ ...parsed.data, league });
      setValues(initialValues());
      onCreated('Season created successfully!');
    } catch {
      setError('Error creating season. Please check your inputs and try again.');
    }
  }

  return (
    <Paper component="section" aria-labelledby="create-season-title" sx={{ p: 3 }}>
      <Typography id="create-season-title" variant="h6" component="h2" gutterBottom>
        Create a Season
      </Typography>
      {league === null && <Alert severity="error" sx={{ mb: 2 }}>{unknownLeagueMessage}</Alert>}
      {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
      <Grid container spacing={2} component="form" onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Create season">
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField id="season-name" label="Season Name" fullWidth required value={values.name} onChange={(e) => set('name', e.target.value)}
            error={!!fieldErrors.name} helperText={fieldErrors.name} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField id="season-year" label="Year" type="number" fullWidth value={values.year} onChange={(e) => set('year', e.target.value)}
            error={!!fieldErrors.year} helperText={fieldErrors.year} slotProps={{ htmlInput: { min: 1900, max: 2100, step: 1 } }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField id="season-start" label="Start Date" type="date" fullWidth required value={values.start_date}
            onChange={(e) => set('start_date', e.target.value)} error={!!fieldErrors.start_date} helperText={fieldErrors.start_date}
            slotProps={{ inputLabel: { shrink: true } }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField id="season-end" label="End Date" type="date" fullWidth required value={values.end_date}
            onChange={(e) => set('end_date', e.target.value)} error={!!fieldErrors.end_date} helperText={fieldErrors.end_date}
            slotProps={{ inputLabel: { shrink: true } }} />
        </Grid>
        <Grid size={12}>
          <FormControlLabel label="Set as Active Season"
            control={<Checkbox id="season-active" checked={values.is_active} onChange={(e) => set('is_active', e.target.checked)} />} />
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" disabled={!canCreate}>
            {createSeason.isPending ? 'Creating...' : 'Create Season'}
          </Button>
        </Grid>
      </Grid>
    </Paper>
  );
}
