import type { Db } from '../../lib/db/database.js';
import { queueMessages, type OutboxMessageInput } from '../notifications/index.js';
import { addDays, dayFromDb, dayOf, daysBetween, dayToDb } from './calendar-day.js';
import { findExpiringCertificates, findLiveCertificatesOfReferees } from './certificates.repository.js';

/**
 * Certificate expiry reminders (decision 0073). Two per certificate: the 30-day one while
 * 8 to 30 days are left, the 7-day one while 0 to 7 are left. Windows rather than exact days,
 * so a sweep missed while the server was down still reminds; the outbox's dedupe key
 * (certificate + kind) makes every later or concurrent sweep write nothing.
 */
export const reminderWindows = [
  { kind: 'certificate_expiry_30', key: '30', fromDays: 8, toDays: 30 },
  { kind: 'certificate_expiry_7', key: '7', fromDays: 0, toDays: 7 },
] as const;

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 2027-08-31 as "31 Aug 2027", the way the dashboard says it. */
export const spelledDay = (day: string) => `${Number(day.slice(8, 10))} ${monthNames[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/** (user, level) pairs already renewed: a later certificate of the level runs past this one. */
async function findRenewed(db: Db, rows: { userId: number; levelId: number; validUntil: Date }[]) {
  if (rows.length === 0) return new Set<string>();
  const later = await findLiveCertificatesOfReferees(db, [...new Set(rows.map((r) => r.userId))]);
  const longest = new Map<string, number>();
  for (const c of later) {
    const key = `${c.userId}:${c.levelId}`;
    longest.set(key, Math.max(longest.get(key) ?? 0, c.validUntil.getTime()));
  }
  return new Set(rows.filter((r) => (longest.get(`${r.userId}:${r.levelId}`) ?? 0) > r.validUntil.getTime()).map((r) => `${r.userId}:${r.levelId}`));
}

type ExpiringRow = Awaited<ReturnType<typeof findExpiringCertificates>>[number];

function composeReminder(row: ExpiringRow, daysLeft: number, window: (typeof reminderWindows)[number], publicUrl: string): OutboxMessageInput {
  const name = `${row.user.firstName} ${row.user.lastName}`.trim() || row.user.username;
  const until = spelledDay(dayFromDb(row.validUntil));
  const when = daysLeft === 0 ? 'today is its last valid day' : `that is ${daysLeft} day${daysLeft === 1 ? '' : 's'} from today`;
  const edition = row.level.edition ? ` (rules edition ${row.level.edition})` : '';
  return {
    leagueId: row.leagueId,
    topic: `referee:${row.userId}`,
    kind: window.kind,
    recipientName: name,
    recipients: [row.user.email!],
    subject: `Your ${row.level.name} referee certificate expires on ${until}`,
    body: [
      `Hello ${name},`,
      '',
      `Your ${row.level.name} certificate${edition} with ${row.league.name} is valid until ${until} (dates in UTC): ${when}.`,
      'To keep officiating at this level, complete its requirements again before then; your dashboard shows what is still missing.',
      '',
      `Anyone can check the certificate at ${publicUrl}/verify/${row.code}`,
      '',
      'If you would rather not receive these reminders, ask your league\'s referee administrator to switch them off.',
    ].join('\n'),
    dedupeKey: `certificate-reminder:${row.id}:${window.key}`,
  };
}

/** Writes every reminder due today that was never written; answers the new outbox ids to dispatch. */
export async function queueExpiryReminders(db: Db, now: Date, publicUrl: string): Promise<number[]> {
  const today = dayOf(now);
  const rows = await findExpiringCertificates(db, dayToDb(today), dayToDb(addDays(today, 30)));
  const renewed = await findRenewed(db, rows);
  const messages: OutboxMessageInput[] = [];
  for (const row of rows) {
    if (renewed.has(`${row.userId}:${row.levelId}`)) continue;
    const daysLeft = daysBetween(today, dayFromDb(row.validUntil));
    const window = reminderWindows.find((w) => daysLeft >= w.fromDays && daysLeft <= w.toDays);
    if (window) messages.push(composeReminder(row, daysLeft, window, publicUrl.replace(/\/+$/, '')));
  }
  return queueMessages(db, messages);
}
