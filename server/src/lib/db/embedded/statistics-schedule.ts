import type { PGlite } from '@electric-sql/pglite';
import type { WholeExchanges } from './whole-exchanges.js';

/** A minute of a busy evening between two refreshes; an idle database is never analysed again. */
export const defaultStatisticsAfterMs = 60_000;

/**
 * PGlite has no autovacuum, so the planner would keep believing a table as empty as it was
 * created and pick plans that take seconds on a day's thousands of rows (decision 0115). The
 * first exchange after a refresh arms a timer; when it fires, the whole database is analysed
 * between two exchanges. So a busy database is analysed about once a minute, an idle one never.
 */
export function scheduleStatistics(db: PGlite, afterMs = defaultStatisticsAfterMs) {
  let exchanges: WholeExchanges | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const refresh = () => {
    if (!exchanges || stopped) return;
    // Cleared only once the refresh has run: the exchanges it waits behind do not re-arm it.
    exchanges
      .runAlone(() => db.exec('ANALYZE'))
      .catch(() => undefined) // only a closing database refuses it, and then nothing is left to plan
      .finally(() => { timer = null; });
  };
  return {
    attach: (served: WholeExchanges) => { exchanges = served; },
    noteExchange: () => {
      if (timer || stopped) return;
      timer = setTimeout(refresh, afterMs);
      timer.unref();
    },
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
