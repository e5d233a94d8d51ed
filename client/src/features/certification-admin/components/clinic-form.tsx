import { useState, type FormEvent } from 'react';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { CertificationLevelDto } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { useLeagueReferees } from '@/api/referees/list-league-referees';
import { useMarkClinic } from '@/features/certification-admin/api/mark-clinic';

const nameOf = (r: { first_name: string; last_name: string; username: string }) => `${r.first_name} ${r.last_name}`.trim() || r.username;

/** Marks that a referee attended a level's clinic on a date; a certificate follows when everything else is met. */
export function ClinicForm({ levels }: { levels: CertificationLevelDto[] }) {
  const { referees } = useLeagueReferees();
  const [levelId, setLevelId] = useState('');
  const [refereeId, setRefereeId] = useState('');
  const [day, setDay] = useState('');
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const mark = useMarkClinic();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!levelId || !refereeId || !day) return setMessage({ severity: 'error', text: 'Choose the level, the referee and the clinic date.' });
    mark.mutate(
      { levelId: Number(levelId), input: { referee_id: Number(refereeId), attended_on: day } },
      {
        onSuccess: (data) => setMessage({ severity: 'success', text: data.certificates_issued?.length ? 'Clinic marked. Every requirement is met: a certificate was issued.' : 'Clinic marked.' }),
        onError: (err) => setMessage({ severity: 'error', text: apiErrorMessage(err) ?? 'Could not mark the clinic. Please try again.' }),
      },
    );
  };

  return (
    <Stack spacing={2} component="form" onSubmit={submit} noValidate aria-labelledby="clinic-heading">
      <Typography id="clinic-heading" variant="h5" component="h2">
        Mark a clinic attended
      </Typography>
      {message && <Alert severity={message.severity}>{message.text}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select id="clinic-level" label="Level" value={levelId} onChange={(e) => setLevelId(e.target.value)} sx={{ minWidth: 180 }}>
          {levels.map((l) => <MenuItem key={l.id} value={String(l.id)}>{l.name}</MenuItem>)}
        </TextField>
        <TextField select id="clinic-referee" label="Referee" value={refereeId} onChange={(e) => setRefereeId(e.target.value)} sx={{ minWidth: 200 }}>
          {referees.map((r) => <MenuItem key={r.id} value={String(r.id)}>{nameOf(r)}</MenuItem>)}
        </TextField>
        <TextField id="clinic-date" label="Clinic date" type="date" value={day} onChange={(e) => setDay(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <Button type="submit" variant="contained" disabled={mark.isPending}>
          {mark.isPending ? 'Saving...' : 'Mark attended'}
        </Button>
      </Stack>
    </Stack>
  );
}
