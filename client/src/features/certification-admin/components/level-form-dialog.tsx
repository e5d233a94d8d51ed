import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import type { CertificationLevelDto } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { useAdminQuizzes } from '@/api/quizzes/list-admin-quizzes';
import { useSaveCertificationLevel } from '@/features/certification-admin/api/save-certification-level';
import { RequirementsEditor } from './requirements-editor';
import { draftToInput, emptyLevelDraft, levelToDraft, type LevelDraft } from './level-form';

interface Props {
  /** The level being edited; none: a new level. */
  level?: CertificationLevelDto;
  levels: CertificationLevelDto[];
  onClose: () => void;
}

export function LevelFormDialog({ level, levels, onClose }: Props) {
  const [draft, setDraft] = useState<LevelDraft>(level ? levelToDraft(level) : emptyLevelDraft);
  const [problem, setProblem] = useState('');
  const { quizzes } = useAdminQuizzes();
  const save = useSaveCertificationLevel();
  const set = (next: Partial<LevelDraft>) => setDraft({ ...draft, ...next });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = draftToInput(draft);
    if (typeof input === 'string') return setProblem(input);
    setProblem('');
    save.mutate({ id: level?.id, level: input }, { onSuccess: onClose, onError: (err) => setProblem(apiErrorMessage(err) ?? 'Could not save the level. Please try again.') });
  };

  const title = level ? `Edit ${level.name}` : 'New certification level';
  return (
    <Dialog open onClose={onClose} aria-labelledby="level-form-title" fullWidth maxWidth="md">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="level-form-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <TextField id="level-name" label="Level name" value={draft.name} onChange={(e) => set({ name: e.target.value })} helperText='For example "Youth" or "Tournament"' />
            <TextField id="level-edition" label="Rule edition it certifies" value={draft.edition} onChange={(e) => set({ edition: e.target.value })} helperText='For example "FIBA 2024"' />
            <RadioGroup row aria-label="How long a certificate is valid" value={draft.validity} onChange={(e) => set({ validity: e.target.value as LevelDraft['validity'] })}>
              <FormControlLabel value="days" control={<Radio />} label="A number of days from issue" />
              <FormControlLabel value="date" control={<Radio />} label="Until a date (a season's end)" />
            </RadioGroup>
            {draft.validity === 'days' ? (
              <TextField id="level-days" label="Valid for (days)" type="number" value={draft.days} onChange={(e) => set({ days: e.target.value })} helperText="The issue day counts as day 1" />
            ) : (
              <TextField id="level-until" label="Last valid date" type="date" value={draft.until} onChange={(e) => set({ until: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
            )}
            <RequirementsEditor drafts={draft.requirements} onChange={(requirements) => set({ requirements })} quizzes={quizzes} levels={levels.filter((l) => l.id !== level?.id)} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save level'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
