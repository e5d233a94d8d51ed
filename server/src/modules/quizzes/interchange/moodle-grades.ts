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
  const matched = weights.map((weight) => gradeOptions.find((option) => Math.abs(weight - option) < tolerancePercent));
  const offList = weights.filter((_, i) => matched[i] === undefined);
  if (offList.length) return { refused: offListSentence([...new Set(offList)]) };
  const read = matched as number[];
  const positive = read.filter((weight) => weight > 0);
  if (positive.length === 0) return { weights: read };
  if (single) {
    const best = Math.max(...positive);
    if (best !== 100) {
      return { refused: `Moodle needs one answer worth 100% in a question with one right answer; the best answer here is worth ${best}%, ${pleaseCorrect}` };
    }
  } else {
    // Moodle rounds the sum of fractions to 2 places: whole percent.
    const sum = Math.round(positive.reduce((total, weight) => total + weight, 0));
    if (sum !== 100) {
      return {
        refused: `Moodle needs the grades of the right answers to add up to 100% in a question with several right answers; here they add up to ${sum}%, ${pleaseCorrect}`,
      };
    }
  }
  return { weights: read };
}

function offListSentence(grades: number[]): string {
  const named = grades.map((grade) => `${grade}%`);
  const list = named.length === 1 ? `the grade ${named[0]}` : `the grades ${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  return `Moodle does not accept ${list} for an answer; the grades it takes are ${optionList}, ${pleaseCorrect}`;
}
