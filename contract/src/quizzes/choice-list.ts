/**
 * The answer of a "select all that apply" question (multiple_response, decision 0053) is a
 * list of option texts. It travels and is stored as one text, a JSON array (`["Foul","Violation"]`),
 * so every answer and key column, map and field stays a string for every question type.
 */
const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The options a stored or sent answer names; a plain text (not a JSON array) is one option. */
export function readChoiceList(text: string | null | undefined): string[] {
  if (text == null || text.trim() === '') return [];
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed)) return parsed.filter((o): o is string => typeof o === 'string' && o.trim() !== '');
    } catch {
      // Not a list: an option's own text may start with a bracket.
    }
  }
  return [trimmed];
}

export function writeChoiceList(choices: readonly string[]): string {
  return JSON.stringify(choices);
}

/** The picked texts as the options spell them, in the options' order; texts that are no option are dropped. */
export function matchChoices(options: readonly string[], picked: readonly string[]): string[] {
  return options.filter((o) => picked.some((p) => sameText(o, p)));
}

/** All right and none wrong: the same options, ignoring order and case. */
export function sameChoices(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a.map((o) => o.trim().toLowerCase()));
  const right = new Set(b.map((o) => o.trim().toLowerCase()));
  return left.size === right.size && [...left].every((o) => right.has(o));
}

/** An answer of any question type as a volunteer reads it: a select-all answer as "A; C". */
export function describeAnswer(questionType: string, text: string | null | undefined): string {
  if (text == null) return '';
  return questionType === 'multiple_response' ? readChoiceList(text).join('; ') : text;
}
