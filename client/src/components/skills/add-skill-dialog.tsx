import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useCreateSkill } from '@/api/skills/create-skill';
import { parseForm } from '@/lib/form-errors';
import { sanitizeWeight } from '@/components/skills/skill-inputs';
import { skillFormSchema, skillMessages, type SkillFieldErrors, type SkillFormValues } from '@/components/skills/skill-form-schema';

interface AddSkillDialogProps {
  divisionId: number | null;
  onClose: () => void;
  onCreated?: (message: string) => void;
  /** The Skills page says "Add Skill"; Create Balanced Teams says "Add Custom Skill". */
  title?: string;
  /** Each page's spec text for a refused create. */
  failureMessage?: string;
}

const defaults: SkillFormValues = { name: '', description: '', weight: '1', normalization_factor: '10' };

/** Mounted only while open, so each opening starts from the defaults. */
export function AddSkillDialog({ divisionId, onClose, onCreated, title = 'Add Skill', failureMessage = 'Failed to create skill' }: AddSkillDialogProps) {
  const [values, setValues] = useState(defaults);
  const [fieldErrors, setFieldErrors] = useState<SkillFieldErrors>({});
  const [error, setError] = useState('');
  const createSkill = useCreateSkill();
  const set = (key: keyof SkillFormValues, value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseForm(skillFormSchema, values);
    setFieldErrors(parsed.errors);
    setError(divisionId ? '' : skillMessages.divisionBeforeCreate);
    if (!parsed.ok || !divisionId) return;
    try {
      await createSkill.mutateAsync({ ...parsed.data, division: divisionId });
      onCreated?.('Skill created successfully!');
      onClose();
    } catch {
      setError(failureMessage);
    }
  }

  return (
    <Dialog open onClose={createSkill.isPending ? undefined : onClose} aria-labelledby="add-skill-title" fullWidth maxWidth="sm">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <DialogTitle id="add-skill-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField id="new-skill-name" label="Skill Name" required autoFocus value={values.name} onChange={(e) => set('name', e.target.value)}
              error={!!fieldErrors.name} helperText={fieldErrors.name} />
            <TextField id="new-skill-description" label="Description" multiline minRows={2} value={values.description}
              onChange={(e) => set('description', e.target.value)} error={!!fieldErrors.description} helperText={fieldErrors.description} />
            <TextField id="new-skill-weight" label="Weight (1-10)" value={values.weight} onChange={(e) => set('weight', sanitizeWeight(e.target.value))}
              error={!!fieldErrors.weight} helperText={fieldErrors.weight} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            <TextField id="new-skill-factor" label="Normalization Factor" type="number" value={values.normalization_factor}
              onChange={(e) => set('normalization_factor', e.target.value)} error={!!fieldErrors.normalization_factor}
              helperText={fieldErrors.normalization_factor ?? 'The top of the scale ratings are given in (10 for 0-10 ratings).'}
              slotProps={{ htmlInput: { step: 0.1, min: 0.1 } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={createSkill.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={createSkill.isPending}>
            {createSkill.isPending ? 'Adding...' : 'Add Skill'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
