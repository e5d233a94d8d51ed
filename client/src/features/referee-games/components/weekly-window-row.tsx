import { Button, Stack, TextField } from '@mui/material';
import { weekdayCodes, weekdayNames, type WeekdayCode } from '@league/contract';

export interface WindowValues {
  weekday: WeekdayCode;
  start: string;
  end: string;
}

/** One weekly time: the day, from, until; wraps onto two lines on a phone. */
export function WeeklyWindowRow({ index, values, onChange }: { index: number; values: WindowValues; onChange: (next: WindowValues | null) => void }) {
  const set = (patch: Partial<WindowValues>) => onChange({ ...values, ...patch });
  return (
    <Stack role="group" aria-label={`Time ${index + 1}`} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        label="Day"
        value={values.weekday}
        onChange={(e) => set({ weekday: e.target.value as WeekdayCode })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        size="small"
        sx={{ minWidth: 130 }}
      >
        {weekdayCodes.map((d) => (
          <option key={d} value={d}>{weekdayNames[d]}</option>
        ))}
      </TextField>
      <TextField label="From" type="time" value={values.start} onChange={(e) => set({ start: e.target.value })} size="small" slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 120 }} />
      <TextField label="Until" type="time" value={values.end} onChange={(e) => set({ end: e.target.value })} size="small" slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 120 }} />
      <Button color="error" onClick={() => onChange(null)}>Remove</Button>
    </Stack>
  );
}
