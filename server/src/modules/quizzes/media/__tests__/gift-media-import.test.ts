import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../testing/test-app.js';
import { createQuizLeague } from '../../__tests__/quiz-fixtures.js';
import { pngBytes } from './media-samples.js';

const t = useTestApp();

// A GIFT bank as other tools write it: pictures inside the HTML as data addresses.
const gift = [
  `::Signal 3::[html]<p>What does this signal mean?</p><p><img src="data:image/png;base64,${pngBytes.toString('base64')}" alt="Referee rolls both fists"></p>{=Travelling ~Double dribble}`,
  '::Signal 4::[html]<p>Which signal is this?</p><img src="@@PLUGINFILE@@/signal.png" alt="Open hand">{=Time-out ~Substitution}',
].join('\n\n');

const importGift = (auth: Record<string, string>, preview = false) =>
  request(t.app).post('/api/quizzes/import/').set(auth).field('preview', String(preview)).attach('file', Buffer.from(gift), 'signals.gift');

describe('GIFT pictures through the import', () => {
  it('stores a picture written into a GIFT question, and the bank question shows it through its link', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);

    const res = await importGift(manager.auth);
    const question = await t.db.question.findFirstOrThrow({ where: { leagueId, name: 'Signal 3' } });
    const shown = await request(t.app).get(`/api/quizzes/bank/${question.id}/`).set(manager.auth);
    const picture = await request(t.app).get(shown.body.media[0].url).buffer(true);

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ imported: 2, media_stored: 1 });
    expect(question.questionText).toBe('What does this signal mean?');
    expect(shown.body.media).toMatchObject([{ kind: 'image', mime: 'image/png', alt_text: 'Referee rolls both fists' }]);
    expect(picture.status).toBe(200);
    expect(Buffer.from(picture.body).equals(pngBytes)).toBe(true);
  });

  it('names the question and the picture a GIFT file cannot carry, in the preview and the import alike', async () => {
    const { manager } = await createQuizLeague(t.db);
    const expected = [
      {
        index: 2,
        title: 'Signal 4',
        message: 'Its picture "signal.png" could not be kept: a GIFT file cannot carry files (the Moodle XML export of the same questions carries them).',
      },
    ];

    const preview = await importGift(manager.auth, true);
    const done = await importGift(manager.auth);

    expect(preview.body).toMatchObject({ preview: true, media_stored: 1, warnings: expected });
    expect(done.body.warnings).toEqual(expected);
  });
});
