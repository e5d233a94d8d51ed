import { Alert, Button, Stack, Typography } from '@mui/material';
import type { EvaluationSkillDto } from '@league/contract';
import { pluralize } from '@/lib/pluralize';
import type { LocalScore } from '@/features/evaluate/lib/evaluate-db';
import type { SendOutcome } from '@/features/evaluate/lib/score-queue';

interface Props {
  scores: LocalScore[];
  skills: EvaluationSkillDto[];
  online: boolean;
  outcome: SendOutcome;
  onRetry: () => void;
  onShowBib: (bib: number) => void;
}

/** How many scores wait on this phone, why, and the refused ones with the server's sentence. */
export function SyncStatus({ scores, skills, online, outcome, onRetry, onShowBib }: Props) {
  const waiting = scores.filter((s) => s.waiting);
  const refused = waiting.filter((s) => s.error);
  const skillName = new Map(skills.map((s) => [s.id, s.name]));
  return (
    <Stack spacing={1} role="status" aria-live="polite">
      <Typography sx={{ fontWeight: 'bold' }}>
        {waiting.length ? `${pluralize(waiting.length, 'score')} waiting to send` : 'All scores sent'}
      </Typography>
      {!online && <Alert severity="warning">No connection. Keep scoring: scores stay on this phone and are sent when the connection returns.</Alert>}
      {online && outcome === 'unreachable' && waiting.length > refused.length && <Alert severity="warning">The server cannot be reached; trying again shortly.</Alert>}
      {outcome === 'unknown_evaluator' && <Alert severity="error">Your access code is no longer recognised. Join again with a new code; your scores stay on this phone.</Alert>}
      {refused.length > 0 && (
        <Alert severity="error" action={<Button color="inherit" onClick={onRetry}>Try again</Button>}>
          {pluralize(refused.length, 'score')} not accepted. Fix each one, or try again once the organiser has sorted it out.
        </Alert>
      )}
      {refused.map((s) => (
        <Button key={s.key} variant="outlined" color="error" onClick={() => onShowBib(s.bib)} sx={{ justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none' }}>
          Bib {s.bib}, {skillName.get(s.skill_id) ?? 'a skill'} {s.value}: {s.error}
        </Button>
      ))}
    </Stack>
  );
}
