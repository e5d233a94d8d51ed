import { Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';

export interface SessionDraft {
  date: string;
  start_time: string;
  gym: string;
}

export const emptySession: SessionDraft = { date: '', start_time: '', gym: '' };

interface SessionsFieldsProps {
  sessions: SessionDraft[];
  onChange: (sessions: SessionDraft[]) => void;
  error?: string;
}

/** One row per session: the day, the start time and the gym. */
export function SessionsFields({ sessions, onChange, error }: SessionsFieldsProps) {
  const update = (index: number, patch: Partial<SessionDraft>) => onChange(sessions.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        Sessions (when and where)
      </Typography>
      {sessions.map((session, index) => {
        const n = index + 1;
        return (
          <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextField label={`Session ${n} date`} type="date" value={session.date} onChange={(e) => update(index, { date: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField label={`Session ${n} start time`} type="time" value={session.start_time} onChange={(e) => update(index, { start_time: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField label={`Session ${n} gym`} value={session.gym} onChange={(e) => update(index, { gym: e.target.value })} sx={{ flex: 1 }} />
            <IconButton aria-label={`Remove session ${n}`} onClick={() => onChange(sessions.filter((_, i) => i !== index))}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
      {error && (
        <Typography color="error" role="alert" variant="body2">
          {error}
        </Typography>
      )}
      <Button startIcon={<AddIcon />} onClick={() => onChange([...sessions, emptySession])} sx={{ alignSelf: 'flex-start' }}>
        Add a session
      </Button>
    </Stack>
  );
}
