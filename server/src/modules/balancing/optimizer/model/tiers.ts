import { assignTiers as assignSharedTiers } from '@league/contract';

export const tierCount = 3;
export const tierNames = ['top', 'middle', 'bottom'] as const;

/**
 * Thirds by composite, by the one rule every screen counts with (the contract's
 * `assignTiers`, decision 0058): players of equal composite share a third, so the optimizer
 * evens out exactly the thirds the preview, View Teams and the report show.
 */
export function assignTiers(composites: number[]): Int8Array {
  return Int8Array.from(assignSharedTiers(composites));
}
