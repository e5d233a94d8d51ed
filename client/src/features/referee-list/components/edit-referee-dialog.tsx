import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { apiErrorMessage } from '@/lib/api-client';
import type { ManagedRefereeDto } from '@/features/referee-list/api/managed-referee';
import { useUpdateReferee } from '@/features/referee-list/api/update-referee';

interface EditRefereeDialogProps {
  referee: ManagedRefereeDto;
  onClose: () => void;
}

const whole = (text: string, min: number, max: number) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/** Certification level, experience, extra time (an accommodation for timed quizzes), the active flag and expiry reminders. */
export function EditRefereeDialog({ referee, onClose }: EditRefereeDialogProps) {
  const [level, setLevel] = useState(referee.certification_level ?? '');
  const [years, setYears] = useState(String(referee.experience_years));
  const [extra, setExtra] = useState(String(referee.extra_time_percent ?? 0));
  const [active, setActive] = useState(referee.is_active);
  const [reminders, setReminders] = useState(referee.certificate_reminders ?? true);
  const [problem, setProblem] = useState('');
  const update = useUpdateReferee();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const experience = whole(years, 0, 80);
    const extraTime = whole(extra, 0, 200);
    if (!level.trim()) return setProblem('Please enter a certification level');
    if (experience === null) return setProblem('Experience must be a whole number of years from 0 to 80');
    if (extraTime === null) return setProblem('Extra time must be a whole percentage from 0 to 200');
    setProblem('');
    update.mutate(
      { id: referee.id, changes: { certification_level: level.trim(), experience_years: experience, extra_time_percent: extraTime, is_active: active, certificate_reminders: reminders } },
      { onSuccess: onClose, onError: (err) => setProblem(apiErrorMessage(err) ?? 'Could not save the referee. Please try again.') },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="edit-referee-title" fullWidth maxWidth="sm">
      <form onSubmit={save} noValidate>
        <DialogTitle id="edit-referee-title">Edit {referee.first_name || referee.username}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <TextField id="edit-referee-level" label="Certification level" value={level} onChange={(e) => setLevel(e.target.value)} fullWidth />
            <TextField id="edit-referee-years" label="Experience (years)" type="number" value={years} onChange={(e) => setYears(e.target.value)} fullWidth />
            <TextField
              id="edit-referee-extra-time"
              label="Extra time on timed quizzes (%)"
              type="number"
              value={extra}
              onChange={(e) => setExtra(e.target.value)}
              helperText="For example 25, 50 or 100; 0 means the normal time limit"
              fullWidth
            />
            <FormControlLabel control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />} label="Active (can sign in)" />
            <FormControlLabel
              control={<Switch checked={reminders} onChange={(e) => setReminders(e.target.checked)} />}
              label="Email reminders before a certificate expires"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={update.isPending}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
