import { describe, expect, it } from 'vitest';
import { mergeExplanation } from '../explanation.js';
import { cleanText, htmlToText, toPlainText } from '../text-format.js';

describe('htmlToText', () => {
  it('drops scripts, styles and event handlers and keeps only the words', () => {
    const html = '<style>p{color:red}</style><p onclick="steal()">Is it a <a href="javascript:x()">foul</a>?</p><script>alert(1)</script>';

    expect(htmlToText(html)).toBe('Is it a foul?');
  });

  it('decodes named and numeric entities, including ones that spell out tags', () => {
    expect(htmlToText('&lt;script&gt;alert(1)&lt;/script&gt; &eacute;t&#233; &#x2013; caf&eacute;')).toBe('<script>alert(1)</script> été – café');
  });

  it('turns <br>, paragraphs and list items into lines and collapses spacing', () => {
    expect(htmlToText('<p>One   two</p><p>Three<br>Four</p><ul><li>Five</li><li>Six</li></ul>')).toBe('One two\n\nThree\nFour\n\n- Five\n- Six');
  });

  it('keeps a link\'s address after its words (once, when the words are the address) and puts a description where a picture was', () => {
    expect(htmlToText('See <a href="https://fiba.basketball">the rules</a> or <a href="https://fiba.basketball">https://fiba.basketball</a>.')).toBe(
      'See the rules (https://fiba.basketball) or https://fiba.basketball.',
    );
    expect(htmlToText('<img src="@@PLUGINFILE@@/a%20b.png"> <img src="x.png" alt="Fists"> <audio><source src="https://e.org/w.mp3"></audio>')).toBe(
      '[picture: a b.png] [picture: Fists] [sound: https://e.org/w.mp3]',
    );
  });

  it('survives broken HTML: unclosed tags, stray brackets and an unterminated comment', () => {
    expect(htmlToText('<b>Bold <i>and 3 < 5 > 2')).toBe('Bold and 3 < 5 > 2');
    expect(htmlToText('Before<!-- never closed')).toBe('Before');
  });
});

describe('toPlainText', () => {
  it('reads Moodle auto-format as HTML only when it holds markup', () => {
    expect(toPlainText('<b>Foul</b> &amp; more', 'moodle')).toBe('Foul & more');
    expect(toPlainText('3 < 5 & 6 > 2', 'moodle')).toBe('3 < 5 & 6 > 2');
  });

  it('keeps plain and markdown as written, trimmed line by line', () => {
    expect(toPlainText('  <b>bold</b>  \n\n\n\n **x** ', 'plain')).toBe('<b>bold</b>\n\n**x**');
    expect(toPlainText('**x**', 'markdown')).toBe('**x**');
  });
});

describe('cleanText and mergeExplanation', () => {
  it('normalises line endings, spaces and runs of blank lines', () => {
    expect(cleanText(' a \r\n\r\n\r\n\tb  c ')).toBe('a\n\nb c');
  });

  it('puts general feedback first, then one line per answer that has feedback', () => {
    expect(mergeExplanation('See Art. 25.', [
      { option: 'Yes', feedback: 'Right.' },
      { option: 'No', feedback: '' },
    ])).toBe('See Art. 25.\n\nAbout the answers:\n- Yes: Right.');
    expect(mergeExplanation('', [])).toBe('');
  });
});
