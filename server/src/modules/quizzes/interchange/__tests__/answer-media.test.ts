import { describe, expect, it } from 'vitest';
import { pngBytes } from '../../media/__tests__/media-samples.js';
import { parseMoodleXml } from '../index.js';

const png64 = pngBytes.toString('base64');
const xml = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="multichoice">
    <name><text>Travelling signal</text></name>
    <questiontext format="html"><text><![CDATA[<p>Which signal means travelling?</p>]]></text></questiontext>
    <generalfeedback format="html">
      <text><![CDATA[<p>See <img src="https://example.org/travel.png"> and <a href="https://fiba.basketball">FIBA</a>.</p>]]></text>
    </generalfeedback>
    <single>true</single>
    <answer fraction="100" format="html">
      <text><![CDATA[<p><img src="@@PLUGINFILE@@/fists.png" alt="Fists rolled"></p>]]></text>
      <file name="fists.png" path="/" encoding="base64">${png64}</file>
      <feedback format="html"><text></text></feedback>
    </answer>
    <answer fraction="0" format="html">
      <text>Double dribble</text>
      <feedback format="html"><text><![CDATA[<p>Listen <audio src="@@PLUGINFILE@@/whistle.mp3"></audio></p>]]></text></feedback>
    </answer>
  </question>
</quiz>`;

const because = 'could not be kept: only the question text can carry pictures, sounds and clips here, so the text there shows';

describe('parseMoodleXml: pictures, sounds and links in answers and feedback', () => {
  it('puts a description where each one was, so no answer is left empty, and keeps links with their address', () => {
    const [question] = parseMoodleXml(xml).questions;

    expect(question!.options).toEqual(['[picture: Fists rolled]', 'Double dribble']);
    expect(question!.correct_answer).toBe('[picture: Fists rolled]');
    expect(question!.explanation).toContain('See [picture: https://example.org/travel.png] and FIBA (https://fiba.basketball).');
    expect(question!.explanation).toContain('Double dribble: Listen [sound: whistle.mp3]');
    expect(question!.media ?? []).toEqual([]);
  });

  it('names the question and each item dropped, one sentence per item, in the report', () => {
    const { warnings } = parseMoodleXml(xml);

    expect(warnings).toEqual([
      { index: 1, title: 'Travelling signal', message: `The picture "fists.png" in answer 1 ${because} "[picture: Fists rolled]" instead.` },
      { index: 1, title: 'Travelling signal', message: `The sound "whistle.mp3" in the feedback on answer 2 ${because} "[sound: whistle.mp3]" instead.` },
      { index: 1, title: 'Travelling signal', message: `The picture "https://example.org/travel.png" in its general feedback ${because} "[picture: https://example.org/travel.png]" instead.` },
    ]);
  });
});

describe('parseMoodleXml: files linked from feedback', () => {
  // Moodle's editor writes a linked file as <a href="@@PLUGINFILE@@/name"> with the file beside the text.
  const withFeedbackFiles = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="truefalse">
    <name><text>Rules</text></name>
    <questiontext format="html"><text><![CDATA[<p>A player may take two steps.</p>]]></text></questiontext>
    <generalfeedback format="html">
      <text><![CDATA[<p>See <a href="@@PLUGINFILE@@/rules.pdf">the rules</a>.</p>]]></text>
      <file name="rules.pdf" path="/" encoding="base64">JVBERi0xLjQK</file>
    </generalfeedback>
    <answer fraction="100"><text>true</text>
      <feedback format="html"><text><![CDATA[<p>Right.</p>]]></text><file name="notes.txt" path="/" encoding="base64">aGk=</file></feedback>
    </answer>
    <answer fraction="0"><text>false</text></answer>
  </question>
</quiz>`;

  it('names in the report each file of a feedback it could not keep, linked or not shown', () => {
    const { questions, warnings } = parseMoodleXml(withFeedbackFiles);

    expect(questions[0]!.explanation).toContain('See the rules.');
    expect(warnings.map((w) => w.message)).toEqual([
      'The file "notes.txt" carried by the feedback on answer 1 is not shown there, so it was not kept.',
      'The file "rules.pdf" linked from its general feedback could not be kept: only the question text can carry files here, ' +
        'so the text there shows the link\'s words ("the rules") without the file.',
    ]);
  });
});
