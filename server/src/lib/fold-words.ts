/**
 * A name's words as people match them: accents, case, punctuation and runs of spaces do not
 * count, so "José O’Brien" = "jose o brien" and "Zoë" = "zoe". The one place names are folded
 * on the server (team requests, the evaluation desk's search).
 */
export const foldWords = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
