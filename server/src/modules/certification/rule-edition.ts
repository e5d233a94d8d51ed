/**
 * Rule editions are free text ("FIBA 2024", "2026"). Two name the same edition when they match
 * ignoring case and spaces at the ends. One is older than another when both name a year and its
 * year is earlier; without years to compare, any other edition counts as older, as the quiz being
 * opened is the new one (decision 0082). A level without an edition certifies none.
 */
export function sameEdition(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

const yearOf = (edition: string) => {
  const years = edition.match(/\b(19|20)\d{2}\b/g);
  return years ? Number(years[years.length - 1]) : null;
};

export function isOlderEdition(edition: string, newEdition: string): boolean {
  if (!edition.trim() || sameEdition(edition, newEdition)) return false;
  const year = yearOf(edition);
  const newYear = yearOf(newEdition);
  return year === null || newYear === null ? true : year < newYear;
}
