import { FormControl, FormControlLabel, InputLabel, MenuItem, Paper, Select, Stack, Switch, Typography } from '@mui/material';
import { weightLimits, type BalanceFormValues } from '@/features/balancing/lib/balance-form';
import type { RegionMode } from '@/features/balancing/api/types';
import { ColumnSelect } from './column-select';
import { WeightField } from './weight-field';

interface BalanceOptionsProps {
  columns: string[];
  values: Pick<BalanceFormValues, 'region' | 'availability' | 'height'>;
  onRegion: (next: BalanceFormValues['region']) => void;
  onAvailability: (next: BalanceFormValues['availability']) => void;
  onHeight: (next: BalanceFormValues['height']) => void;
}

/** Optional grouping by region and practice availability, and evening out team heights. */
export function BalanceOptions({ columns, values, onRegion, onAvailability, onHeight }: BalanceOptionsProps) {
  const { region, availability, height } = values;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h3" gutterBottom>
          Region Options
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <ColumnSelect id="region-column" label="Region CSV Column" columns={columns} value={region.column} onChange={(column) => onRegion({ ...region, column })} />
          <FormControl fullWidth disabled={!region.column}>
            <InputLabel id="region-mode-label">Region Mode</InputLabel>
            <Select labelId="region-mode-label" id="region-mode" label="Region Mode" value={region.mode} onChange={(e) => onRegion({ ...region, mode: e.target.value as RegionMode })}>
              <MenuItem value="soft">Soft (balance against skills)</MenuItem>
              <MenuItem value="hard">Hard (group by region first)</MenuItem>
            </Select>
          </FormControl>
          <WeightField id="region-weight" label="Region Weight" max={weightLimits.region.max} value={region.weight} disabled={!region.column} onChange={(weight) => onRegion({ ...region, weight })} />
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FormControlLabel
          control={<Switch checked={availability.enabled} onChange={(e) => onAvailability({ ...availability, enabled: e.target.checked })} />}
          label="Group by practice availability"
        />
        {availability.enabled && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 1 }}>
            <ColumnSelect id="availability-column" label="Practice Conflicts CSV Column" columns={columns} value={availability.column} onChange={(column) => onAvailability({ ...availability, column })} />
            <WeightField id="availability-weight" label="Availability Weight" max={weightLimits.availability.max} value={availability.weight} onChange={(weight) => onAvailability({ ...availability, weight })} />
          </Stack>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FormControlLabel control={<Switch checked={height.enabled} onChange={(e) => onHeight({ ...height, enabled: e.target.checked })} />} label="Balance team heights" />
        {height.enabled && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 1 }}>
            <ColumnSelect id="height-column" label="Height CSV Column" columns={columns} value={height.column} onChange={(column) => onHeight({ ...height, column })} />
            <WeightField id="height-weight" label="Height Weight" max={weightLimits.height.max} value={height.weight} onChange={(weight) => onHeight({ ...height, weight })} />
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
