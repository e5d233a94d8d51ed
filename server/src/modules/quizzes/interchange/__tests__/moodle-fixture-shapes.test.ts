import { describe, expect, it } from 'vitest';
import { mp3Bytes, pngBytes } from '../../media/__tests__/media-samples.js';
import { parseMoodleXml } from '../index.js';

// The shape of Moodle's own fixture sample_questions_with_old_image_tag.xml: Moodle 1.9 kept a
// question's picture beside its text, in <image> and <image_base64>.
const oldStyle = (image: string, base64: string | null, format = 'html') => `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="multichoice">
    <name><text>Signal with an old picture</text></name>
    <questiontext format="${format}"><text>What does this signal mean?</text></questiontext>
    <image>${image}</image>
    ${base64 === null ? '' : `<image_base64>\n${base64}\n</image_base64>`}
    <single>true</single>
    <answer fraction="100"><text>Travelling</text></answer>
    <answer fraction="0"><text>Double dribble</text></answer>
  </question>
</quiz>`;

describe('parseMoodleXml: a Moodle 1.9 picture kept beside the question text', () => {
  it('keeps the picture with the question, as Moodle itself does, and the text unchanged', () => {
    const [question] = parseMoodleXml(oldStyle('signal.png', pngBytes.toString('base64'))).questions;

    expect(question!.question_text).toBe('What does this signal mean?');
    expect(question!.media).toHaveLength(1);
    expect(question!.media![0]).toMatchObject({ name: 'signal.png', kind: 'image', mime: 'image/png' });
    expect(Buffer.from(question!.media![0]!.data).equals(pngBytes)).toBe(true);
  });

  it('keeps it from a plain-text question too', () => {
    const [question] = parseMoodleXml(oldStyle('signal.png', pngBytes.toString('base64'), 'plain_text')).questions;

    expect(question!.media?.map((m) => m.name)).toEqual(['signal.png']);
  });

  it('names the picture in the report when the file carries only its name', () => {
    const result = parseMoodleXml(oldStyle('signal.png', null));

    expect(result.questions[0]!.media ?? []).toEqual([]);
    expect(result.warnings.map((w) => `${w.title}: ${w.message}`).join(' ')).toMatch(/^Signal with an old picture: .*"signal\.png" could not be kept/);
  });
});

// The shape of Moodle's multichoice.xml fixture: the sound is a file the text links to, not an <audio>.
const linkedSound = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="multichoice">
    <name><text>Greeting</text></name>
    <questiontext format="html">
      <text><![CDATA[<p><a href="@@PLUGINFILE@@/greeting.mp3">Listen to this greeting:</a><br /><br />What language is spoken?</p>]]></text>
      <file name="greeting.mp3" encoding="base64">${mp3Bytes.toString('base64')}</file>
    </questiontext>
    <idnumber>T &amp; F</idnumber>
    <single>true</single>
    <answer fraction="100"><text>French</text></answer>
    <answer fraction="0"><text>German</text></answer>
  </question>
</quiz>`;

describe('parseMoodleXml: a sound the question text links to', () => {
  it('keeps the sound, so "Listen to this greeting:" has something to play, and reports nothing dropped', () => {
    const result = parseMoodleXml(linkedSound);

    expect(result.questions[0]!.question_text).toBe('Listen to this greeting:\n\nWhat language is spoken?');
    expect(result.questions[0]!.media?.map((m) => [m.name, m.kind])).toEqual([['greeting.mp3', 'audio']]);
    expect(result.warnings).toEqual([]);
  });

  it('reads an ID number written with XML entities as its characters (html_chars_in_idnumbers.xml)', () => {
    expect(parseMoodleXml(linkedSound).questions[0]!.idnumber).toBe('T & F');
  });
});
