import { useState, type FormEvent } from 'react';
import { Alert, Button, FormControl, FormHelperText, Grid, InputLabel, MenuItem, Paper, Select, TextField, Typography } from '@mui/material';
import { parseForm, type FieldErrors } from '@/lib/form-errors';
import { useSeasons } from '@/api/seasons/list-seasons';
import { useCreateDivision } from '@/features/divisions/api/create-division';
import { divisionFormSchema, type DivisionFormValues } from '@/features/divisions/division-form-schema';

const emptyValues: DivisionFormValues = { name: '', season: '', min_age: '', max_age: '', description: '' };

export function DivisionForm({ onCreated }: { onCreated: (message: string) => void }) {
  const { seasons } = useSeasons();
  const [values, setValues] = useState(emptyValues);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<DivisionFormValues>>({});
  const [error, setError] = useState('');
  const createDivision = useCreateDivision();

  const set = (key: keyof DivisionFormValues, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const canCreate = values.name.trim() !== '' && values.season !== '' && !createDivision.isPending;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canCreate) return;
    setError('');
    const parsed = parseForm(divisionFormSchema, values);
    setFieldErrors(parsed.errors);
    if (!parsed.ok) return;
    try {
      await createDivision.mutateAsync(parsed.data);
      // The season stays chosen: admins usually add several divisions to one season in a row.
      setValues({ ...emptyValues, season: values.season });
      onCreated('Division created successfully!');
    } catch {
      setError('Failed to create division. Please try again.');
    }
  }

  const ageInput = (key: 'min_age' | 'max_age', label: string) => (
    <TextField id={`division-${key}`} label={label} type="number" fullWidth value={values[key]} onChange={(e) => set(key, e.target.value)}
      error={!!fieldErrors[key]} helperText={fieldErrors[key]} slotProps={{ htmlInput: { min: 0, max: 99, step: 1 } }} />
  );

  return (
    <Paper component="section" aria-labelledby="create-division-title" sx={{ p: 3 }}>
      <Typography id="create-division-title" variant="h6" component="h2" gutterBottom>
        Create a Division
      </Typography>
      {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
      <Grid container spacing={2} component="form" onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Create division">
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField id="division-name" label="Division Name" fullWidth required value={values.name} onChange={(e) => set('name', e.target.value)}
            error={!!fieldErrors.name} helperText={fieldErrors.name} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormControl fullWidth required error={!!fieldErrors.season}>
            <InputLabel id="division-season-label">Season</InputLabel>
            <Select labelId="division-season-label" id="division-season" label="Season" value={values.season} onChange={(e) => set('season', e.target.value)}>
              {seasons.map((s) => (
                <MenuItem key={s.id} value={String(s.id)}>{s.name}</MenuItem>
              ))}
            </Select>
            {fieldErrors.season && <FormHelperText>{fieldErrors.season}</FormHelperText>}
          </FormControl>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>{ageInput('min_age', 'Minimum Age')}</Grid>
        <Grid size={{ xs: 6, md: 3 }}>{ageInput('max_age', 'Maximum Age')}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField id="division-description" label="Description" fullWidth multiline minRows={1} value={values.description}
            onChange={(e) => set('description', e.target.value)} error={!!fieldErrors.description} helperText={fieldErrors.description} />
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" disabled={!canCreate}>
            {createDivision.isPending ? 'Creating...' : 'Create Division'}
          </Button>
        </Grid>
      </Grid>
    </Paper>
  );
}
