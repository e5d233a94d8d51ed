/**
 * The most players one division holds (decision 0030): a CSV import's rows, a save's players,
 * a transfer's batch and every other path that adds players to a division answer to it, and a
 * list of one division's players fits in one page of this size.
 */
export const maxDivisionPlayers = 5000;
