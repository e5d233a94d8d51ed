import { describe, expect, it } from 'vitest';
import { mp3Bytes, mp4Bytes, pngBytes } from '../../media/__tests__/media-samples.js';
import { parseGift } from '../index.js';

const png64 = pngBytes.toString('base64');
// Moodle's GIFT export escapes ':' and '=' in text; a hand-written file usually does not.
const escaped = (text: string) => text.replace(/[:=]/g, (c) => `\\${c}`);

describe('parseGift: pictures, sounds and links in [html] question text', () => {
  it('keeps a picture written into the text as data, with its description, and reports nothing', () => {
    const gift = `::Signal 3::[html]<p>What does this signal mean?</p><p><img src="data:image/png;base64,${png64}" alt="Referee rolls both fists"></p>{=Travelling ~Double dribble}`;

    const result = parseGift(gift);

    expect(result.questions[0]!.question_text).toBe('What does this signal mean?');
    expect(result.questions[0]!.media).toMatchObject([{ name: 'picture-1.png', alt: 'Referee rolls both fists', kind: 'image', mime: 'image/png' }]);
    expect(Buffer.from(result.questions[0]!.media![0]!.data).equals(pngBytes)).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  it("reads Moodle's escaped form too, and keeps a sound given by <source> in <audio>", () => {
    const gift = '::Greeting::' + escaped(`[html]Listen to this greeting:<audio controls><source src="data:audio/mpeg;base64,${mp3Bytes.toString('base64')}"></audio>`) + '{T}';

    const [question] = parseGift(gift).questions;

    expect(question!.question_text).toBe('Listen to this greeting:');
    expect(question!.media).toMatchObject([{ name: 'sound-1.mp3', kind: 'audio', mime: 'audio/mpeg', alt: '' }]);
  });

  it('keeps a clip whose description is on the <video> around its <source>', () => {
    const gift = `::Block::[html]Watch the play:<video title="Defender moves into the path"><source src="data:video/mp4;base64,${mp4Bytes(100).toString('base64')}"></video>{F}`;

    const [question] = parseGift(gift).questions;

    expect(question!.question_text).toBe('Watch the play:');
    expect(question!.media).toMatchObject([{ name: 'clip-1.mp4', kind: 'video', mime: 'video/mp4', alt: 'Defender moves into the path' }]);
  });

  it('keeps a picture on another site and a link as text with their addresses, naming the picture in the report', () => {
    const gift = '::Signal 4::[html]<p>See <a href="https://fiba.basketball/rules">the rules</a>.</p><img src="https://example.org/t.png">{T}';

    const result = parseGift(gift);

    expect(result.questions[0]!.question_text).toBe('See the rules (https://fiba.basketball/rules).\nPicture: https://example.org/t.png');
    expect(result.warnings).toEqual([
      { index: 1, title: 'Signal 4', message: 'Its picture at https://example.org/t.png is on another site: it was kept as a link in the question text, not stored here.' },
    ]);
  });

  it('names a picture a GIFT file cannot carry (a Moodle file reference) and a type that may not be kept', () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>').toString('base64');
    const gift = `::Signal 5::[html]<p>Which signal?</p><img src="@@PLUGINFILE@@/signal.png"><img src="data:image/svg+xml;base64,${svg}">{T}`;

    const result = parseGift(gift);

    expect(result.questions[0]!.question_text).toBe('Which signal?');
    expect(result.questions[0]!.media ?? []).toEqual([]);
    expect(result.warnings.map((w) => [w.title, w.message])).toEqual([
      ['Signal 5', 'Its picture "signal.png" could not be kept: a GIFT file cannot carry files (the Moodle XML export of the same questions carries them).'],
      ['Signal 5', 'Its picture written into the text as data (image/svg+xml) was dropped: only PNG, JPEG, GIF and WebP pictures, MP3 and OGG sounds and MP4 and WebM clips can be kept.'],
    ]);
  });

  it('names each picture in the answers or feedback, which cannot be kept, and keeps links there as text with the address', () => {
    // '=' inside answers must be escaped in GIFT, as Moodle writes it.
    const answers = escaped(`<img src="data:image/png;base64,${png64}" alt="Fists rolled">`);
    const gift = `::Signal 6::[html]Which signal means travelling?{=${answers} ~${escaped('<img src="@@PLUGINFILE@@/push.png">#See <a href="https://fiba.basketball">FIBA</a><audio src="@@PLUGINFILE@@/whistle.mp3"></audio>')}}`;

    const result = parseGift(gift);

    expect(result.questions[0]!.options).toEqual(['[picture: Fists rolled]', '[picture: push.png]']);
    expect(result.questions[0]!.explanation).toContain('See FIBA (https://fiba.basketball) [sound: whistle.mp3]');
    expect(result.warnings.map((w) => w.message)).toEqual([
      'The picture "Fists rolled" in answer 1 could not be kept: only the question text can carry pictures, sounds and clips here, so the text there shows "[picture: Fists rolled]" instead.',
      'The picture "push.png" in answer 2 could not be kept: only the question text can carry pictures, sounds and clips here, so the text there shows "[picture: push.png]" instead.',
      'The sound "whistle.mp3" in the feedback on answer 2 could not be kept: only the question text can carry pictures, sounds and clips here, so the text there shows "[sound: whistle.mp3]" instead.',
    ]);
  });

  it('counts pictures written into the text as pictures, not text, for the 2 MB limit', () => {
    const picture = Buffer.concat([pngBytes, Buffer.alloc(40 * 1024, 7)]).toString('base64');
    const gift = Array.from({ length: 80 }, (_, i) => `::Signal ${i + 1}::[html]Signal ${i + 1}?<img src="data:image/png;base64,${picture}" alt="Signal">{T}`).join('\n\n');

    const result = parseGift(gift);

    expect(Buffer.byteLength(gift)).toBeGreaterThan(4 * 1024 * 1024);
    expect(result.questions).toHaveLength(80);
    expect(result.questions.every((q) => q.media?.length === 1)).toBe(true);
  });
});
