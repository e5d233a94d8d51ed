import { Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import type { CertificationLevelDto, QuizDto } from '@league/contract';

/** One requirement as the form holds it: the kind and the text of its one value. */
export interface RequirementDraft {
  kind: 'quiz' | 'category' | 'clinic' | 'level';
  value: string;
}

const kindLabels: Record<RequirementDraft['kind'], string> = {
  quiz: 'Pass a quiz',
  category: 'Pass any quiz of a question category',
  clinic: 'Attend the clinic',
  level: 'Hold another level first',
};

interface Props {
  drafts: RequirementDraft[];
  onChange: (drafts: RequirementDraft[]) => void;
  quizzes: QuizDto[];
  levels: CertificationLevelDto[];
}

export function RequirementsEditor({ drafts, onChange, quizzes, levels }: Props) {
  const update = (i: number, next: Partial<RequirementDraft>) => onChange(drafts.map((d, j) => (j === i ? { ...d, ...next } : d)));
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        Requirements (all must be met)
      </Typography>
      {drafts.map((d, i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField select label={`Requirement ${i + 1}`} value={d.kind} onChange={(e) => update(i, { kind: e.target.value as RequirementDraft['kind'], value: '' })} sx={{ minWidth: 240 }}>
            {Object.entries(kindLabels).map(([kind, label]) => (
              <MenuItem key={kind} value={kind}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          {d.kind === 'quiz' && (
            <TextField select label={`Quiz for requirement ${i + 1}`} value={d.value} onChange={(e) => update(i, { value: e.target.value })} sx={{ minWidth: 200 }}>
              {quizzes.map((q) => <MenuItem key={q.id} value={String(q.id)}>{q.title}</MenuItem>)}
            </TextField>
          )}
          {d.kind === 'category' && <TextField label={`Category for requirement ${i + 1}`} value={d.value} onChange={(e) => update(i, { value: e.target.value })} />}
          {d.kind === 'level' && (
            <TextField select label={`Level for requirement ${i + 1}`} value={d.value} onChange={(e) => update(i, { value: e.target.value })} sx={{ minWidth: 200 }}>
              {levels.map((l) => <MenuItem key={l.id} value={String(l.id)}>{l.name}</MenuItem>)}
            </TextField>
          )}
          <IconButton aria-label={`Remove requirement ${i + 1}`} onClick={() => onChange(drafts.filter((_, j) => j !== i))} disabled={drafts.length === 1}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button onClick={() => onChange([...drafts, { kind: 'clinic', value: '' }])} disabled={drafts.length >= 20} sx={{ alignSelf: 'flex-start' }}>
        Add a requirement
      </Button>
    </Stack>
  );
}
