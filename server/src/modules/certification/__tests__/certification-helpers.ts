import request from 'supertest';
import type { Express } from 'express';
import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream, PDFName } from 'pdf-lib';
import type { TestContext } from '../../../testing/test-app.js';
import { createQuizLeague, createQuizRow, answersFor } from '../../quizzes/__tests__/quiz-fixtures.js';

/** A league with a referee admin, a referee and an active quiz; a "Youth" level needing that quiz. */
export async function leagueWithLevel(t: TestContext, app: Express, level: Record<string, unknown> = {}) {
  const league = await createQuizLeague(t.db);
  const quiz = await createQuizRow(t.db, league.leagueId, { passingScore: 60 });
  const created = await request(app)
    .post('/api/referees/certification_levels/')
    .set(league.manager.auth)
    .send({ name: 'Youth', edition: '2024', requirements: [{ kind: 'quiz', quiz_id: quiz.id }], validity_days: 365, ...level });
  return { ...league, quiz, level: created.body as { id: number; name: string } };
}

/** The referee takes the quiz and answers `wrong` questions wrongly (0: a pass). */
export async function takeQuiz(app: Express, quiz: Awaited<ReturnType<typeof createQuizRow>>, auth: Record<string, string>, wrong = 0) {
  const start = await request(app).post(`/api/quizzes/${quiz.id}/start/`).set(auth);
  return request(app).patch(`/api/quizzes/attempts/${start.body.attempt.id}/submit/`).set(auth).send({ answers: answersFor(quiz.questions, wrong) });
}

/** Every text a PDF's pages draw, decoded from their content streams (pdf-lib writes text as hex strings). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const refs = contents && 'asArray' in contents ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref as never);
      if (!(stream instanceof PDFRawStream)) continue;
      const raw = Buffer.from(stream.contents);
      const data = stream.dict.get(PDFName.of('Filter')) ? inflateSync(raw).toString('latin1') : raw.toString('latin1');
      for (const m of data.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) texts.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}
