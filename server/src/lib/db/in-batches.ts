import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Runs `work` over slices of `items`, letting the event loop turn between slices. The embedded
 * database (PGlite, WebAssembly) executes each statement on the request thread: one 5,000-row
 * INSERT held every other request for seconds; slices keep each hold short (decision 0013).
 */
export async function inBatches<T, R>(items: T[], size: number, work: (slice: T[]) => Promise<R[]>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await nextTurn();
    results.push(...(await work(items.slice(start, start + size))));
  }
  return results;
}
