/** The thirds of a division by overall skill, best first, as the server counts them (tier_counts, strength_profile). */
export { tierNames } from '@league/contract';
