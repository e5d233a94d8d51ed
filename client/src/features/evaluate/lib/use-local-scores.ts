import { useEffect, useState } from 'react';
import { liveQuery } from 'dexie';
import type { EvaluateDb, LocalScore } from './evaluate-db';

/** Every score on this phone, kept current by Dexie's liveQuery (IndexedDB is the source of truth). */
export function useLocalScores(db: EvaluateDb): LocalScore[] {
  const [scores, setScores] = useState<LocalScore[]>([]);
  useEffect(() => {
    const subscription = liveQuery(() => db.scores.toArray()).subscribe({ next: setScores, error: () => setScores([]) });
    return () => subscription.unsubscribe();
  }, [db]);
  return scores;
}
