import { MenuItem, Stack, TextField } from '@mui/material';
import type { CertificationLevelDto } from '@league/contract';

/** What the admin typed; empty strings mean "no filter". */
export interface CertificateFilterValues {
  level: string;
  on: string;
  expiringWithin: string;
}

export const noCertificateFilter: CertificateFilterValues = { level: '', on: '', expiringWithin: '' };

/** A filter applies once a level is chosen or a number of days is typed; the date alone narrows nothing. */
export const isFiltering = (v: CertificateFilterValues) => v.level !== '' || /^\d+$/.test(v.expiringWithin);

interface Props {
  levels: CertificationLevelDto[];
  values: CertificateFilterValues;
  onChange: (values: CertificateFilterValues) => void;
}

/** Certified at a level on a date; certificates running out within N days of it. */
export function CertificateFilters({ levels, values, onChange }: Props) {
  const set = (field: keyof CertificateFilterValues) => (e: { target: { value: string } }) => onChange({ ...values, [field]: e.target.value });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} role="search" aria-label="Filter by certificate">
      <TextField select id="filter-level" label="Certified at level" value={values.level} onChange={set('level')} sx={{ minWidth: 200 }}>
        <MenuItem value="">Any level</MenuItem>
        {levels.map((l) => (
          <MenuItem key={l.id} value={String(l.id)}>
            {l.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField id="filter-on" label="On date" type="date" value={values.on} onChange={set('on')} slotProps={{ inputLabel: { shrink: true } }} helperText="Empty: today" />
      <TextField
        id="filter-expiring"
        label="Expiring within (days)"
        type="number"
        value={values.expiringWithin}
        onChange={set('expiringWithin')}
        slotProps={{ htmlInput: { min: 0, max: 3660 } }}
        helperText="Empty: any expiry date"
      />
    </Stack>
  );
}
