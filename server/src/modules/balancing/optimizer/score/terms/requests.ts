/**
 * Broken teammate requests, priced by the share broken, as a league judges them ("12 of 14
 * honoured"): at weight 5, breaking every request costs as much as a spread of half an
 * average player, so a request is given up only for a real gain in balance; weight 0 ignores them.
 */
export const requestCost = (weight: number, broken: number, total: number) => (total > 0 ? (weight * broken) / total : 0);
