import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague, unique } from '../../../testing/factories.js';
import { useMailingApp } from '../../../testing/mailing-app.js';
import { insertMessages } from '../outbox.repository.js';

// The queue polls once a minute here: a backlog sent one message per poll (the audit's 142 emails
// in 5.5 minutes after a crash) cannot leave within a test, a batched one leaves at once.
const pollSeconds = 60;
const t = useMailingApp({ pollSeconds });

const sentCount = (ids: number[]) => t.db.outboxMessage.count({ where: { id: { in: ids }, status: 'sent' } });

/**
 * Waits until `count` messages reached the inbox for `domain` and the outbox marked them sent (the
 * mark follows the mail server's answer, so the inbox can be a message ahead), or says how far it got.
 */
async function delivered(domain: string, ids: number[], count: number): Promise<{ arrived: number; sent: number }> {
  const arrived = () => t.inbox.received.filter((m) => m.to.some((to) => to.endsWith(`@${domain}`))).length;
  for (let i = 0; i < 250 && (arrived() < count || (await sentCount(ids)) < count); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  return { arrived: arrived(), sent: await sentCount(ids) };
}

describe('the email outbox sends a backlog in batches', () => {
  it('a backlog of 30 queued emails (more than one batch) goes out in one or a few polls, not one email per poll', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const domain = `${unique('backlog')}.example.org`;
    const messages = Array.from({ length: 30 }, (_, i) => ({
      leagueId: admin.leagueId, topic: 'division:1', kind: 'family_roster', recipientName: `Parent ${i}`, recipients: [`parent${i}@${domain}`], subject: `Roster ${i}`, body: 'Your child\'s team.', dedupeKey: `${domain}-${i}`,
    }));
    const ids = await insertMessages(t.db, messages);

    t.notifier.dispatch(ids);

    expect(await delivered(domain, ids, 30)).toEqual({ arrived: 30, sent: 30 });
  });
});
