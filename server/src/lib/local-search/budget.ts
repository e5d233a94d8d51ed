/**
 * Evaluations (priced candidates) a search may still spend; shared by reference so nested loops
 * stop together. Never time: a clock would make the answer depend on the machine's load.
 */
export interface Budget {
  left: number;
}
