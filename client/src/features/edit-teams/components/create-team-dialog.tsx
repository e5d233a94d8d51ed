import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import type { DivisionDto } from '@league/contract';
import { teamsKeys } from '@/api/teams/list-teams';
import { readStoredUser } from '@/lib/auth/session';
import { createTeam } from '@/features/edit-teams/api/create-team';
import { DivisionSelect } from './division-select';

interface CreateTeamDialogProps {
  divisions: DivisionDto[];
  initialDivision: number | null;
  onClose: () => void;
}

export function CreateTeamDialog({ divisions, initialDivision, onClose }: CreateTeamDialogProps) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [division, setDivision] = useState(initialDivision);
  const create = useMutation({
    mutationFn: createTeam,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: teamsKeys.all });
      onClose();
    },
    // The spec shows nothing for this failure; the log is for whoever debugs it.
    onError: (error) => console.error('Create team failed', error),
  });
  const user = readStoredUser();
  const canCreate = name.trim() !== '' && division !== null && !!user && !create.isPending;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (canCreate) create.mutate({ name: name.trim(), division: division!, league: user!.league_id });
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="create-team-title">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="create-team-title">Create Team</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField id="create-team-name" label="Team Name" value={name} onChange={(e) => setName(e.target.value)} required autoFocus slotProps={{ htmlInput: { maxLength: 100 } }} />
            <DivisionSelect id="create-team-division" divisions={divisions} value={division} onChange={setDivision} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!canCreate}>
            Create Team
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
