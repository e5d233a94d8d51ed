import type { EvaluationDeskPlayerDto } from '@league/contract';

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** A child matches when every typed word is in the name or the household's name ("chen ava", "Chen family"). */
export function matchesDeskSearch(player: EvaluationDeskPlayerDto, search: string): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  const haystack = fold(`${player.name} ${player.household ?? ''}`);
  return words.every((word) => haystack.includes(word));
}

/** Checked-in children by bib, lowest first (the order of the labels and the sheet). */
export const byBib = (players: EvaluationDeskPlayerDto[]) =>
  players.filter((p): p is EvaluationDeskPlayerDto & { bib: number } => p.bib !== null).sort((a, b) => a.bib - b.bib);
