import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { createCustomSkill } from '@/features/balancing/api/create-custom-skill';
import { parseCustomSkill, type CustomSkillDraft } from '@/features/balancing/lib/custom-skill-schema';

interface AddCustomSkillDialogProps {
  open: boolean;
  divisionId: number | null;
  onClose: () => void;
}

const emptyDraft = { name: '', description: '', weight: '1', normalization_factor: '10' };

export function AddCustomSkillDialog({ open, divisionId, onClose }: AddCustomSkillDialogProps) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: createCustomSkill,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['skills'] }),
  });

  const close = () => {
    setDraft(emptyDraft);
    setErrors({});
    create.reset();
    onClose();
  };

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const full: CustomSkillDraft = { ...draft, division: divisionId };
    const { data, errors: found } = parseCustomSkill(full);
    setErrors(found);
    if (data) create.mutate(data, { onSuccess: close });
  }

  const field = (name: keyof typeof emptyDraft) => ({
    id: `custom-skill-${name}`,
    value: draft[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setDraft((d) => ({ ...d, [name]: e.target.value })),
    error: !!errors[name],
    helperText: errors[name],
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="custom-skill-title">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="custom-skill-title">Add Custom Skill</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {errors.division && <Alert severity="error">{errors.division}</Alert>}
            {create.isError && <Alert severity="error">Error adding custom skill.</Alert>}
            <TextField {...field('name')} label="Skill Name" required autoFocus />
            <TextField {...field('description')} label="Description" multiline minRows={2} />
            <TextField {...field('weight')} label="Weight" type="number" slotProps={{ htmlInput: { min: 1, max: 10, step: 1 } }} />
            <TextField {...field('normalization_factor')} label="Normalization Factor" type="number" slotProps={{ htmlInput: { min: 0, step: 0.1 } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Adding...' : 'Add Skill'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
