import { createRandom, type Random } from '../lib/local-search/random.js';

const functionWords = ['the', 'a', 'of', 'when', 'is', 'to', 'in', 'after', 'and', 'by', 'with', 'does', 'what', 'which', 'may', 'must', 'or', 'on', 'for', 'an'];
// Words of rules questions, so the texts have English's pairs of letters (what the check compares).
const ruleWords = (
  'player ball foul throw-in referee umpire basket team shot clock violation dribble court timeout free throw coach captain ' +
  'bench substitute scorer timer table official whistle signal horn period quarter overtime half game score point points ' +
  'three-point two-point field goal rim backboard net hoop line end side centre circle restricted area lane key paint ' +
  'frontcourt backcourt jump held alternating possession arrow travelling travel pivot foot feet step steps hand hands ' +
  'contact charge block blocking screen illegal legal unsporting technical disqualifying personal double team-control ' +
  'control live dead ejected ejection bonus penalty penalties seconds second minutes minute eight five twenty-four fourteen ' +
  'reset airborne shooter shooting act release released touches touched holds held passes passed throws thrown catches caught ' +
  'taps tapped kicks kicked blocks blocked interferes interference goaltending cylinder verticality defender offence offensive ' +
  'defensive rebound rebounder loose spin bounce boundary out-of-bounds inbounds location nearest spot designated crew chief ' +
  'lead trail slot mechanics correctable error fight fighting leaves leave enter entering sign scoresheet roster uniform number ' +
  'jersey equipment injured injury blood bleeding replaced replacement awarded award attempt attempts successful unsuccessful ' +
  'cancelled cancel instant replay review challenge final last minutes tied winning losing protest forfeit default'
).split(' ');
const names = ['Lee', 'Ortiz', 'Nakamura', 'Okafor', 'Müller', 'Dubois', 'Kowalski', 'Haddad', 'Nguyen', 'Svensson'];

const pick = <T>(items: readonly T[], random: Random) => items[random.int(items.length)]!;

function wordOf(random: Random): string {
  const roll = random.next();
  if (roll < 0.35) return pick(functionWords, random);
  if (roll < 0.4) return pick(names, random);
  // Zipf-like: a few rule words are common, most are rare.
  return ruleWords[Math.floor(random.next() ** 2 * ruleWords.length)]!;
}

/** A made-up rules question of 8-28 words, like the ones a league's bank holds. */
export function generateQuestionText(random: Random): string {
  const words = Array.from({ length: 8 + random.int(21) }, () => wordOf(random));
  words[0] = words[0]!.charAt(0).toUpperCase() + words[0]!.slice(1);
  if (random.int(3) === 0) words.splice(1 + random.int(words.length - 1), 0, `#${1 + random.int(99)}`);
  return `${words.join(' ')}?`;
}

/** The text restated the ways an import repeats a bank question: same words, small edits, reorders, cuts. */
export function restateQuestionText(text: string, random: Random): string {
  const words = text.split(' ');
  switch (random.int(7)) {
    case 0:
      return text;
    case 1:
      return text.toUpperCase().replace(/[?,()#]/g, ' ! ');
    case 2: {
      // One to four words changed: from a near duplicate to a question of its own.
      for (let n = 1 + random.int(4); n > 0; n--) words[random.int(words.length)] = wordOf(random);
      return words.join(' ');
    }
    case 3: {
      const i = random.int(words.length - 1);
      [words[i], words[i + 1]] = [words[i + 1]!, words[i]!];
      return words.join(' ');
    }
    case 4:
      return words.slice(0, Math.max(1, words.length - 1 - random.int(6))).join(' ');
    case 5:
      return words.filter((_, i) => i % (3 + random.int(5)) !== 1).join(' ');
    default:
      return `${text} ${wordOf(random)} ${wordOf(random)}`;
  }
}

/** Texts too short for a bigram, or nearly so: "", "?", "A", "No.", "Foul?". */
export const shortQuestionTexts = ['', '?', 'A', 'a.', 'No.', 'Foul?', 'FOUL', 'Travel?', 'Is it a foul?'];

export interface GeneratedImport {
  /** The bank's texts in id order, some repeated (a bank can hold the same text twice). */
  bank: string[];
  /** An imported file's texts: new ones, restated bank texts, repeats and short ones. */
  file: string[];
}

/** A bank and a file of made-up questions, the same for the same seed. */
export function generateImport(bankSize: number, fileSize: number, seed: number): GeneratedImport {
  const random = createRandom(seed);
  const bank: string[] = [];
  for (let i = 0; i < bankSize; i++) {
    if (i < shortQuestionTexts.length && i % 2 === 0) bank.push(shortQuestionTexts[i]!);
    else if (bank.length > 10 && random.int(20) === 0) bank.push(pick(bank, random));
    else if (bank.length > 10 && random.int(10) === 0) bank.push(restateQuestionText(pick(bank, random), random));
    else bank.push(generateQuestionText(random));
  }
  const file: string[] = [];
  for (let i = 0; i < fileSize; i++) {
    const kind = random.int(10);
    if (kind === 0) file.push(pick(shortQuestionTexts, random));
    else if (kind < 5 && bank.length) file.push(restateQuestionText(pick(bank, random), random));
    else file.push(generateQuestionText(random));
  }
  return { bank, file };
}
