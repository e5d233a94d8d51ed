import { useState } from 'react';
import { Button, Chip, Stack, TextField, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import { formatCalendarDay } from '@/lib/format-calendar-day';

/** Whole days the referee cannot work: pick a date, add it; each shows as a chip to remove. */
export function DatesOffField({ dates, onChange }: { dates: string[]; onChange: (dates: string[]) => void }) {
  const [picked, setPicked] = useState('');

  function add() {
    if (picked && !dates.includes(picked)) onChange([...dates, picked].sort());
    setPicked('');
  }

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField label="Date off" type="date" value={picked} onChange={(e) => setPicked(e.target.value)} size="small" slotProps={{ inputLabel: { shrink: true } }} />
        <Button onClick={add} disabled={!picked}>Add date off</Button>
      </Stack>
      {dates.length === 0 ? (
        <Typography color="text.secondary">No dates off.</Typography>
      ) : (
        <Stack component="ul" direction="row" aria-label="Dates off" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}>
          {dates.map((d) => (
            <li key={d}>
              <Chip label={formatCalendarDay(d)} onDelete={() => onChange(dates.filter((x) => x !== d))} deleteIcon={<CancelIcon aria-label={`Remove ${formatCalendarDay(d)}`} />} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
