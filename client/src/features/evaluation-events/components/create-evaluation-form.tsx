import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { createEvaluationInputSchema } from '@league/contract';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';
import { parseForm, type FieldErrors } from '@/lib/form-errors';
import { useSkillsOfDivisions } from '@/features/evaluation-events/api/day-skills';
import { useCreateEvaluation } from '@/features/evaluation-events/api/evaluation-events';
import { groupSkillsByName, instructionsPerSkill } from '@/features/evaluation-events/lib/skills-by-name';
import { MinEvaluatorsField } from './min-evaluators-field';
import { OtherDivisionsField } from './other-divisions-field';
import { InstructionsFields, filledInstructions } from './instructions-fields';
import { SessionsFields, emptySession, type SessionDraft } from './sessions-fields';

type Errors = FieldErrors<{ name: string; min_evaluators: number; scale: unknown; sessions: unknown; instructions: unknown }>;

/** Name, how many evaluators should see each child, the scale, the sessions and a line per skill for the evaluators. */
export function CreateEvaluationForm({ divisionId, seasonId }: { divisionId: number; seasonId: number | null }) {
  const navigate = useNavigate();
  const create = useCreateEvaluation();
  const [name, setName] = useState('');
  const [minEvaluators, setMinEvaluators] = useState('3');
  const [scale, setScale] = useState({ min: '1', max: '5' });
  const [sessions, setSessions] = useState<SessionDraft[]>([emptySession]);
  const [instructions, setInstructions] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [otherDivisions, setOtherDivisions] = useState<number[]>([]);
  // Every ticked division's skills get an instruction; a name shared by two divisions gets one field.
  const skills = groupSkillsByName(useSkillsOfDivisions([divisionId, ...otherDivisions]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseForm(createEvaluationInputSchema, {
      division_id: divisionId,
      ...(otherDivisions.length ? { division_ids: [divisionId, ...otherDivisions] } : {}),
      name,
      min_evaluators: Number(minEvaluators),
      scale: { min: Number(scale.min), max: Number(scale.max), step: 1 },
      // A row left empty is not a session.
      sessions: sessions.filter((s) => s.date || s.start_time || s.gym.trim()),
      instructions: instructionsPerSkill(filledInstructions(instructions), skills),
    });
    setErrors(parsed.errors);
    if (!parsed.ok) return;
    create.mutate(parsed.data, { onSuccess: (created) => void navigate(paths.dashboard.evaluationEvent(created.id)) });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="New evaluation day">
      <TextField label="Name of the day" value={name} onChange={(e) => setName(e.target.value)} error={!!errors.name} helperText={errors.name ?? 'For example "U12 evaluations, September"'} required />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MinEvaluatorsField value={minEvaluators} onChange={setMinEvaluators} error={errors.min_evaluators} />
        <TextField label="Lowest score" type="number" value={scale.min} onChange={(e) => setScale({ ...scale, min: e.target.value })} error={!!errors.scale} helperText={errors.scale} />
        <TextField label="Highest score" type="number" value={scale.max} onChange={(e) => setScale({ ...scale, max: e.target.value })} />
      </Stack>
      <OtherDivisionsField seasonId={seasonId} divisionId={divisionId} chosen={otherDivisions} onChange={setOtherDivisions} />
      <SessionsFields sessions={sessions} onChange={setSessions} error={errors.sessions} />
      <InstructionsFields skills={skills} instructions={instructions} onChange={setInstructions} error={errors.instructions} />
      {create.isError && <Alert severity="error">{apiErrorMessage(create.error) ?? 'The evaluation day could not be saved. Please try again.'}</Alert>}
      <Button type="submit" variant="contained" disabled={create.isPending} sx={{ alignSelf: 'flex-start' }}>
        {create.isPending ? 'Saving...' : 'Create evaluation day'}
      </Button>
    </Stack>
  );
}
