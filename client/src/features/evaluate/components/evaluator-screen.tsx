import { useMemo, useState } from 'react';
import { storageKeys } from '@/config/storage-keys';
import { Divider, Stack, Typography } from '@mui/material';
import type { EvaluatorEventDto } from '@league/contract';
import { postScores } from '@/features/evaluate/api/evaluator-api';
import type { EvaluateDb } from '@/features/evaluate/lib/evaluate-db';
import { retryRefusedScores } from '@/features/evaluate/lib/score-queue';
import { useLocalScores } from '@/features/evaluate/lib/use-local-scores';
import { useScoreSync } from '@/features/evaluate/lib/use-score-sync';
import { BibFinder } from './bib-finder';
import { PlayerScorer } from './player-scorer';
import { SyncStatus } from './sync-status';

interface Props {
  db: EvaluateDb;
  event: EvaluatorEventDto;
  evaluatorName: string;
}

/** The evaluator's phone: find a bib, score its skills; only this evaluator's own scores are shown. */
export function EvaluatorScreen({ db, event, evaluatorName }: Props) {
  const scores = useLocalScores(db, event.id);
  const { online, outcome, sendNow } = useScoreSync(db, event.id, postScores);
  const bibs = useMemo(() => event.players.map((p) => p.bib).sort((a, b) => a - b), [event.players]);
  // A reload (often offline, in a gym) returns to the bib the evaluator was on.
  const [bib, setShownBib] = useState<number | null>(() => Number(sessionStorage.getItem(storageKeys.evaluatorBib)) || (bibs[0] ?? null));
  const setBib = (next: number) => {
    sessionStorage.setItem(storageKeys.evaluatorBib, String(next));
    setShownBib(next);
  };
  const byKey = useMemo(() => new Map(scores.map((s) => [s.key, s])), [scores]);

  const retry = async () => {
    await retryRefusedScores(db, event.id);
    await sendNow();
  };

  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h4" component="h1">
          {event.name}
        </Typography>
        <Typography color="text.secondary">Scoring as {evaluatorName}. Other evaluators' scores are not shown.</Typography>
      </div>
      <SyncStatus scores={scores} skills={event.skills} online={online} outcome={outcome} onRetry={() => void retry()} onShowBib={setBib} />
      <BibFinder bibs={bibs} current={bib} onShow={setBib} />
      <Divider />
      {bib === null ? (
        <Typography>Type a bib number to start.</Typography>
      ) : (
        <PlayerScorer key={bib} db={db} event={event} bib={bib} scores={byKey} onScored={() => void sendNow()} />
      )}
    </Stack>
  );
}
