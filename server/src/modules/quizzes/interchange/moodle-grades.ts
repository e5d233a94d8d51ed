/**
 * The answer grades Moodle's own import takes (decision 0117). Moodle keeps a fixed list of grade
 * options (question_bank::fraction_options_full: 100%, the fractions p/q for q up to 6, the tenths,
 * 1/q up to 1/10 and 1/20, the same below zero, and none) and refuses a grade that is not within
 * 0.00001 of one of them (match_grade_options); a multichoice then needs a 100% answer when it has
 * one right answer, and right answers adding up to 100% when it has several.
 */
const positiveOptions = [100, 90, 83.33333, 80, 75, 70, 66.66667, 60, 50, 40, 33.33333, 30, 25, 20, 16.66667, 14.28571, 12.5, 11.11111, 10, 5];
const gradeOptions = [...positiveOptions, 0, ...positiveOptions.map((grade) => -grade)];
// Moodle compares fractions (percent / 100) with this tolerance.
const tolerancePercent = 0.00001 * 100;

const optionList = `${positiveOptions.map((grade) => `${grade}%`).join(', ')} and 0%, or the same below zero`;
const pleaseCorrect = 'so Moodle would not import it either. Please correct its grades and import it again.';

/** The answers' grades as Moodle reads them (each the list's own value), or a sentence saying why Moodle refuses them. */
export type MoodleGrades = { weights: number[] } | { refused: string };

/**
 * Reads the percent grades of a multichoice's answers. A question with no answer above 0% is left
 * to the "no correct answer" rule every format shares.
 */
export function readMoodleGrades(weights: number[], single: boolean): MoodleGrades {
  const matched = weights.map(onList);
  const offList = weights.filter((_, i) => matched[i] === undefined);
  if (offList.length) return { refused: offListSentence([...new Set(offList)]) };
  const read = matched as number[];
  const refused = checkRightAnswers(read, single);
  return refused ? { refused } : { weights: read };
}

/**
 * GIFT grades are typed by hand, often shortened ("%33.33%", "%33%"), which Moodle's own import
 * refuses. A grade that is a list value rounded to the decimals written is read as that value and
 * the report says so; any other grade off the list is refused as Moodle refuses it (decision 0189).
 * `written`: each answer's grade as written, "100" for "=", "0" for none.
 */
export function readGiftGrades(written: string[], single: boolean): MoodleGrades & { note?: string } {
  const matched = written.map((text) => onList(Number(text)) ?? roundsTo(text));
  const offList = written.filter((_, i) => matched[i] === undefined).map(Number);
  if (offList.length) return { refused: offListSentence([...new Set(offList)]) };
  const read = matched as number[];
  const refused = checkRightAnswers(read, single);
  if (refused) return { refused };
  const changed = [...new Set(written.filter((text, i) => onList(Number(text)) === undefined && read[i] !== undefined))];
  if (changed.length === 0) return { weights: read };
  const pairs = changed.map((text) => `${Number(text)}% as ${roundsTo(text)}%`).join(', ');
  return {
    weights: read,
    note: `Its grades were read as the nearest on Moodle's list of grades: ${pairs}. Moodle's own import refuses a grade as written here, so import this question into Moodle from this bank's export, which writes the list's grades.`,
  };
}

const onList = (weight: number) => gradeOptions.find((option) => Math.abs(weight - option) < tolerancePercent);

/** The list's grade that, rounded to the decimals written, is the grade written ("33.33" and "33" for 33.33333). */
function roundsTo(text: string): number | undefined {
  const decimals = text.split('.')[1]?.length ?? 0;
  const weight = Number(text);
  return gradeOptions.find((option) => Number(option.toFixed(decimals)) === weight);
}

/** Moodle's multichoice rule: one 100% answer when one is right, right answers adding up to 100% when several are. */
function checkRightAnswers(read: number[], single: boolean): string | null {
  const positive = read.filter((weight) => weight > 0);
  if (positive.length === 0) return null;
  if (single) {
    const best = Math.max(...positive);
    return best === 100 ? null : `Moodle needs one answer worth 100% in a question with one right answer; the best answer here is worth ${best}%, ${pleaseCorrect}`;
  }
  // Moodle rounds the sum of fractions to 2 places: whole percent.
  const sum = Math.round(positive.reduce((total, weight) => total + weight, 0));
  return sum === 100
    ? null
    : `Moodle needs the grades of the right answers to add up to 100% in a question with several right answers; here they add up to ${sum}%, ${pleaseCorrect}`;
}

function offListSentence(grades: number[]): string {
  const named = grades.map((grade) => `${grade}%`);
  const list = named.length === 1 ? `the grade ${named[0]}` : `the grades ${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  return `Moodle does not accept ${list} for an answer; the grades it takes are ${optionList}, ${pleaseCorrect}`;
}
