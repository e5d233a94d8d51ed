import type { DivisionShape } from './synthetic-division.js';

export interface BenchCase extends DivisionShape {
  label: string;
  teams: number;
}

const sizes: [number, number][] = [
  [24, 2],
  [24, 4],
  [60, 4],
  [60, 8],
  [120, 8],
  [120, 12],
  [400, 12],
  [400, 20],
  [2000, 20],
];

/** Every size with and without the region, availability and height columns; skills cycle 3-8. */
export function largeCases(): BenchCase[] {
  return sizes.flatMap(([players, teams], index) =>
    [false, true].map((extras) => {
      const skills = players === 120 && teams === 8 ? 5 : 3 + ((index * 2 + (extras ? 1 : 0)) % 6);
      return { label: `${players}p/${teams}t/${skills}s${extras ? ' +terms' : ''}`, players, teams, skills, extras, seed: 1000 + index * 10 + (extras ? 1 : 0) };
    }),
  );
}

/** Instances small enough for exhaustive search: 6-16 players, 2-4 teams, half with all terms. */
export function smallCases(count: number): BenchCase[] {
  const shapes: [number, number][] = [
    [6, 2],
    [8, 2],
    [9, 3],
    [10, 2],
    [12, 3],
    [12, 4],
    [14, 2],
    [15, 3],
    [16, 2],
    [16, 4],
  ];
  return Array.from({ length: count }, (_, i) => {
    const [players, teams] = shapes[i % shapes.length]!;
    const extras = Math.floor(i / shapes.length) % 2 === 1;
    return { label: `${players}p/${teams}t`, players, teams, skills: 3 + (i % 6), extras, seed: 5000 + i };
  });
}
