import { useEffect, useState } from 'react';
import { liveQuery } from 'dexie';
import type { EvaluateDb, LocalScore } from './evaluate-db';

/** Every score of this evaluation day on this phone, kept current by Dexie's liveQuery (IndexedDB is the source of truth). */
export function useLocalScores(db: EvaluateDb, eventId: number): LocalScore[] {
  const [scores, setScores] = useState<LocalScore[]>([]);
  useEffect(() => {
    const subscription = liveQuery(() => db.scores.where('event_id').equals(eventId).toArray()).subscribe({ next: setScores, error: () => setScores([]) });
    return () => subscription.unsubscribe();
  }, [db, eventId]);
  return scores;
}
