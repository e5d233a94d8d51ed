import { inject } from 'vitest';
import type { ReceivedMail } from './mailbox-server';

export type { ReceivedMail };

/** Every email the specs' mail server received for one address, oldest first. */
export async function mailTo(address: string): Promise<ReceivedMail[]> {
  const all = (await (await fetch(inject('mailboxUrl'))).json()) as ReceivedMail[];
  return all.filter((mail) => mail.to.includes(address.toLowerCase()));
}

/**
 * Waits until an address has received `count` emails (the outbox sends after the publication
 * commits), and answers them; fails saying how many came.
 */
export async function waitForMail(address: string, count: number): Promise<ReceivedMail[]> {
  let mail: ReceivedMail[] = [];
  for (let tries = 0; tries < 100; tries += 1) {
    mail = await mailTo(address);
    if (mail.length >= count) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${address} received ${mail.length} emails, not ${count}.`);
}

/** The link of an email's line that starts with `label` ("See your games"). */
export function linkAfter(mail: ReceivedMail, label: string): string {
  const line = mail.text.split('\n').find((l) => l.startsWith(label));
  const url = line && /https?:\/\/\S+/.exec(line)?.[0];
  if (!url) throw new Error(`The email "${mail.subject}" has no line starting "${label}" with a link.`);
  return url;
}
