import { performance } from 'node:perf_hooks';

export interface Timed<T> {
  value: T;
  wallMs: number;
  cpuMs: number;
}

/** Wall time and this process's CPU time: on a shared, busy machine the CPU time is the fair one. */
export function timed<T>(run: () => T): Timed<T> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = run();
  const used = process.cpuUsage(cpu);
  return { value, wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

export const fmt = (value: number, digits = 3) => value.toFixed(digits);

/** The middle value (the upper middle of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
