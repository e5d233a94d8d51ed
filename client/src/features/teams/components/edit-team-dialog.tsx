import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { updateTeamInputSchema } from '@league/contract';
import { parseForm } from '@/lib/form-errors';
import { teamsKeys } from '@/api/teams/list-teams';
import { updateTeam } from '@/features/teams/api/update-team';
import type { TeamDto as Team } from '@league/contract';

interface EditTeamDialogProps {
  team: Team;
  onClose: () => void;
}

const isTextField = (element: Element | null) => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/** Mounted per team being edited, so the fields start from that team. */
export function EditTeamDialog({ team, onClose }: EditTeamDialogProps) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(team.name);
  const [coach, setCoach] = useState(team.coach ?? '');
  const [errors, setErrors] = useState<{ name?: string; coach?: string }>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const save = useMutation({
    mutationFn: (input: { name: string; coach: string | null }) => updateTeam(team.id, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: teamsKeys.all });
      onClose();
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // The server's own schema: the same rules and sentences on both sides.
    const parsed = parseForm(updateTeamInputSchema, { name, coach });
    // A rule about the whole form is shown under the name, the dialog's first field.
    setErrors({ name: parsed.errors.name ?? parsed.errors.form, coach: parsed.errors.coach });
    if (!parsed.ok) return;
    save.mutate({ name: parsed.data.name, coach: parsed.data.coach ?? null });
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
