import { writeMoodleXml, type InterchangeQuestion } from '../index.js';

const question = (n: number): InterchangeQuestion => ({
  title: `Signal ${n}`,
  question_text: `What does signal ${n} mean?`,
  question_type: 'multiple_choice',
  options: ['Foul', 'Violation', 'Time-out'],
  correct_answer: 'Foul',
  explanation: '',
  category: 'Signals',
});

/** A Moodle XML bank whose every question carries a picture of `pictureBytes` bytes, base64 in a <file> as Moodle exports it. */
export function bankWithPictures(count: number, pictureBytes: number): string {
  const picture = Buffer.alloc(pictureBytes, 7).toString('base64');
  const file = `<file name="signal.png" path="/" encoding="base64">${picture}</file>`;
  const xml = writeMoodleXml(Array.from({ length: count }, (_, i) => question(i + 1)));
  return xml.replace(/(<questiontext format="plain_text">\n\s*<text>[^<]*<\/text>)/g, `$1\n      ${file}`);
}
