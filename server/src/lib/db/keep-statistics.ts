import type { Db } from './database.js';

/** Tables whose planner statistics a bulk write refreshes (a fixed list: the name goes into SQL). */
export type AnalysedTable = 'evaluation_scores';

/** A write of at least this many rows changes a table enough to mislead the planner. */
export const bulkWriteRows = 200;

const running = new Set<AnalysedTable>();

/**
 * Refreshes `table`'s statistics after a write of `rows` rows, on both databases: the embedded
 * one has no autovacuum and PostgreSQL's may be off or late (decision 0115). One refresh per
 * table at a time: a write that lands while one runs leaves it to that one or the next.
 */
export async function refreshStatisticsAfterBulkWrite(db: Db, table: AnalysedTable, rows: number): Promise<void> {
  if (rows < bulkWriteRows || running.has(table)) return;
  running.add(table);
  try {
    await db.$executeRawUnsafe(`ANALYZE ${table}`);
  } finally {
    running.delete(table);
  }
}
