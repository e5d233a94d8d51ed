import { Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import type { CertificationLevelDto } from '@league/contract';

/** One official a game needs, as the form holds it (the select and fee as typed). */
export interface OfficialValues {
  role: string;
  min_level_id: string;
  youth_allowed: boolean;
  fee: string;
}

interface Props {
  index: number;
  values: OfficialValues;
  levels: CertificationLevelDto[];
  /** null removes the official. */
  onChange: (next: OfficialValues | null) => void;
}

export function OfficialRow({ index, values, levels, onChange }: Props) {
  const set = (patch: Partial<OfficialValues>) => onChange({ ...values, ...patch });
  return (
    <Stack role="group" aria-label={`Official ${index + 1}`} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <TextField label="Role" value={values.role} onChange={(e) => set({ role: e.target.value })} placeholder="referee" size="small" />
      <TextField
        select
        label="Lowest certification"
        value={values.min_level_id}
        onChange={(e) => set({ min_level_id: e.target.value })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        size="small"
        sx={{ minWidth: 200 }}
      >
        <option value="">Choose a level</option>
        {levels.map((l) => (
          <option key={l.id} value={l.id}>{l.name}</option>
        ))}
      </TextField>
      <TextField
        label="Fee per game"
        value={values.fee}
        onChange={(e) => set({ fee: e.target.value })}
        size="small"
        inputMode="decimal"
        sx={{ maxWidth: 140 }}
      />
      <FormControlLabel
        control={<Checkbox checked={values.youth_allowed} onChange={(e) => set({ youth_allowed: e.target.checked })} />}
        label="A youth referee may take it (with an adult partner)"
      />
      <Button color="error" onClick={() => onChange(null)}>
        Remove
      </Button>
    </Stack>
  );
}
