import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { updateTeamInputSchema } from '@league/contract';
import { parseForm } from '@/lib/form-errors';
import { teamsKeys } from '@/api/teams/list-teams';
import { updateTeam, type UpdateTeamInput } from '@/features/teams/api/update-team';
import type { TeamDto } from '@league/contract';

interface EditTeamDialogProps {
  team: TeamDto;
  onClose: () => void;
}

const isTextField = (element: Element | null) => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/** Mounted per team being edited, so the fields start from that team. */
export function EditTeamDialog({ team, onClose }: EditTeamDialogProps) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(team.name);
  const [coach, setCoach] = useState(team.coach ?? '');
  const [coachEmail, setCoachEmail] = useState(team.coach_email ?? '');
  const [coachPhone, setCoachPhone] = useState(team.coach_phone ?? '');
  const [practice, setPractice] = useState(team.practice_details ?? '');
  const [errors, setErrors] = useState<{ name?: string; coach?: string; coach_email?: string; coach_phone?: string; practice_details?: string }>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const save = useMutation({
    mutationFn: (input: UpdateTeamInput) => updateTeam(team.id, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: teamsKeys.all });
      onClose();
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // The server's own schema: the same rules and sentences on both sides.
    const parsed = parseForm(updateTeamInputSchema, { name, coach, coach_email: coachEmail, coach_phone: coachPhone, practice_details: practice });
    // A rule about the whole form is shown under the name, the dialog's first field.
    setErrors({
      name: parsed.errors.name ?? parsed.errors.form,
      coach: parsed.errors.coach,
      coach_email: parsed.errors.coach_email,
      coach_phone: parsed.errors.coach_phone,
      practice_details: parsed.errors.practice_details,
    });
    if (!parsed.ok) return;
    save.mutate({
      name: parsed.data.name,
      coach: parsed.data.coach ?? null,
      coach_email: parsed.data.coach_email ?? null,
      coach_phone: parsed.data.coach_phone ?? null,
      practice_details: parsed.data.practice_details ?? '',
    });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="edit-team-title"
      // autoFocus alone loses to the focus trap under React's StrictMode re-mount; focusing once
      // the dialog has entered puts the keyboard in the name field in every build, unless the
      // admin is already typing in a field (a click on Coach during the fade-in must hold).
      slotProps={{ transition: { onEntered: () => !isTextField(document.activeElement) && nameRef.current?.focus() } }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="edit-team-title">Edit Team</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {save.isError && <Alert severity="error">We couldn't save the changes. Please try again.</Alert>}
            <TextField id="edit-team-name" label="Team Name" value={name} onChange={(e) => setName(e.target.value)} error={!!errors.name} helperText={errors.name} required autoFocus inputRef={nameRef} />
            <TextField id="edit-team-coach" label="Coach" value={coach} onChange={(e) => setCoach(e.target.value)} error={!!errors.coach} helperText={errors.coach ?? 'Leave blank for no coach.'} />
            <TextField
              id="edit-team-coach-email"
              label="Coach email"
              type="email"
              value={coachEmail}
              onChange={(e) => setCoachEmail(e.target.value)}
              error={!!errors.coach_email}
              helperText={errors.coach_email ?? 'The roster link is emailed here when you publish; families see it too.'}
            />
            <TextField id="edit-team-coach-phone" label="Coach phone" value={coachPhone} onChange={(e) => setCoachPhone(e.target.value)} error={!!errors.coach_phone} helperText={errors.coach_phone ?? 'Shared with the team’s families.'} />
            <TextField
              id="edit-team-practice"
              label="Practice details"
              value={practice}
              onChange={(e) => setPractice(e.target.value)}
              error={!!errors.practice_details}
              helperText={errors.practice_details ?? 'Days, times and place, e.g. Tuesdays 6 pm, North gym.'}
              multiline
              minRows={2}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
