import { useEffect, useState } from 'react';
import axios from 'axios';
import { Container, Typography } from '@mui/material';
import { getEvaluatorEvent, hasEvaluatorToken, joinEvaluation } from '@/features/evaluate/api/evaluator-api';
import { evaluateDb, type SavedEvent } from '@/features/evaluate/lib/evaluate-db';
import { registerOfflineShell } from '@/features/evaluate/lib/register-offline-shell';
import { keepServerScores } from '@/features/evaluate/lib/score-queue';
import { EvaluatorScreen } from './evaluator-screen';
import { JoinForm } from './join-form';

/**
 * /evaluate: join with a code, then score. The event is kept in IndexedDB so the screen opens
 * after a reload with no connection; a fresh copy is fetched when there is one.
 */
export function EvaluatePage() {
  const db = evaluateDb;
  const [saved, setSaved] = useState<SavedEvent | null | undefined>(undefined);
  const [notice, setNotice] = useState<string>();

  useEffect(() => {
    registerOfflineShell();
    let live = true;
    void (async () => {
      const current = hasEvaluatorToken() ? ((await db.saved.get('current')) ?? null) : null;
      if (live) setSaved(current);
      if (!current || !navigator.onLine) return;
      try {
        const event = await getEvaluatorEvent();
        const fresh = { ...current, event };
        await db.saved.put(fresh);
        if (live) setSaved(fresh);
      } catch (error) {
        // A token the server no longer knows: join again; the scores stay queued on the phone.
        if (live && axios.isAxiosError(error) && error.response?.status === 401) {
          setNotice('Join again to keep scoring: your scores waiting on this phone will be sent.');
          setSaved(null);
        }
      }
    })();
    return () => {
      live = false;
    };
  }, [db]);

  const join = async (input: { code: string; name: string }) => {
    const answer = await joinEvaluation(input);
    const next: SavedEvent = { slot: 'current', evaluator_name: answer.evaluator.name, event: answer.event };
    await db.saved.put(next);
    await keepServerScores(db, answer.event.id, answer.event.my_scores);
    setSaved(next);
  };

  return (
    <Container maxWidth="sm" component="main" sx={{ py: 2, px: 1.5 }}>
      {saved === undefined && <Typography color="text.secondary">Opening...</Typography>}
      {saved === null && <JoinForm onJoin={join} notice={notice} />}
      {saved && <EvaluatorScreen db={db} event={saved.event} evaluatorName={saved.evaluator_name} />}
    </Container>
  );
}
