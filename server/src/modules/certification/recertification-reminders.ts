import type { Db } from '../../lib/db/database.js';
import { queueMessages, type OutboxMessageInput } from '../notifications/index.js';
import { dayFromDb, dayOf } from './calendar-day.js';
import { findOpenRecertificationQuizzes } from './certification.repository.js';
import { findRemindableCertificates } from './certificates.repository.js';
import { spelledDay } from './expiry-reminders.js';
import { isOlderEdition, sameEdition } from './rule-edition.js';

/** The outbox kind of "a new edition's recertification quiz is open" (decision 0082). */
export const recertificationReminderKind = 'certificate_recertification';

type OpenQuiz = Awaited<ReturnType<typeof findOpenRecertificationQuizzes>>[number];

type CertificateRow = Awaited<ReturnType<typeof findRemindableCertificates>>[number];

/**
 * Who is reminded: each referee holding, or having held, a certificate of a level that certifies
 * an older edition, unless they already hold a valid one for the new edition. One row each: their
 * latest older certificate, which the email names.
 */
export function pickRecertificationRecipients(rows: CertificateRow[], edition: string, today: string): CertificateRow[] {
  const current = new Set(rows.filter((r) => sameEdition(r.level.edition, edition) && dayFromDb(r.validUntil) >= today).map((r) => r.userId));
  const latestOlder = new Map<number, CertificateRow>();
  for (const row of rows) {
    if (current.has(row.userId) || latestOlder.has(row.userId) || !isOlderEdition(row.level.edition, edition)) continue;
    latestOlder.set(row.userId, row); // rows come latest first
  }
  return [...latestOlder.values()];
}

function composeRecertificationReminder(quiz: OpenQuiz, row: CertificateRow, publicUrl: string): OutboxMessageInput {
  const edition = quiz.recertificationEdition!;
  const name = `${row.user.firstName} ${row.user.lastName}`.trim() || row.user.username;
  const closes = quiz.endDate ? ` It is open until ${spelledDay(dayOf(quiz.endDate))} (UTC).` : '';
  const tries = quiz.maxAttempts === 1 ? 'You may take it once.' : `You may take it up to ${quiz.maxAttempts} times.`;
  return {
    leagueId: quiz.leagueId,
    topic: `referee:${row.userId}`,
    kind: recertificationReminderKind,
    recipientName: name,
    recipients: [row.user.email!],
    subject: `The ${edition} recertification quiz is open`,
    body: [
      `Hello ${name},`,
      '',
      `${quiz.league.name} has opened "${quiz.title}", the recertification quiz for the ${edition} rules.${closes}`,
      `Your ${row.level.name} certificate is for the ${row.level.edition} rules. The quiz asks only about what changed in ${edition}. ${tries}`,
      '',
      `Take the quiz at ${publicUrl}/referee/quiz/${quiz.id}`,
      '',
      "If you would rather not receive these reminders, ask your league's referee administrator to switch them off.",
    ].join('\n'),
    // One reminder per referee per quiz, however often or concurrently the quiz is opened or swept.
    dedupeKey: `recertification-reminder:${quiz.id}:${row.userId}`,
  };
}

/**
 * Writes the reminders of every open recertification quiz (or of one) that were never written;
 * answers the new outbox ids to dispatch. Repeats and concurrent calls write nothing new.
 */
export async function queueRecertificationReminders(db: Db, now: Date, publicUrl: string, quizId?: number): Promise<number[]> {
  const today = dayOf(now);
  const base = publicUrl.replace(/\/+$/, '');
  const ids: number[] = [];
  for (const quiz of await findOpenRecertificationQuizzes(db, now, quizId)) {
    const rows = await findRemindableCertificates(db, quiz.leagueId);
    const recipients = pickRecertificationRecipients(rows, quiz.recertificationEdition!, today);
    ids.push(...(await queueMessages(db, recipients.map((row) => composeRecertificationReminder(quiz, row, base)))));
  }
  return ids;
}
