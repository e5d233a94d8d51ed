// What a descent asks of a pricer lives with the one descent (lib/local-search/descent.ts);
// the two candidate shapes of the balancing searches are here.
export type { CandidatePricer } from '../../../../lib/local-search/descent.js';

/** Player i swaps with player j, or (j = -1) moves to `team`. */
export interface PlayerMove {
  i: number;
  j: number;
  team: number;
}

/** Units `out` leave team a for team b, units `into` leave b for a (whole arrays). */
export interface UnitExchange {
  a: number;
  b: number;
  out: number[];
  into: number[];
}
