import nodemailer from 'nodemailer';

/** One email as the outbox holds it. */
export interface MailToSend {
  to: string[];
  toName: string;
  subject: string;
  text: string;
  /** Sent as Message-ID's left part, so a receiving server can tell a retry from a new message. */
  reference: string;
}

/** Sends one email or throws; the queue decides about retries. */
export interface MailTransport {
  send(mail: MailToSend): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP, from SMTP_URL (smtp:// or smtps://, user and password in the URL) and MAIL_FROM. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  const domain = from.split('@')[1]?.replace(/[>\s]/g, '') || 'localhost';
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to.map((address) => ({ name: mail.toName, address })),
        subject: mail.subject,
        text: mail.text,
        messageId: `<${mail.reference}@${domain}>`,
      });
    },
    close() {
      transport.close();
    },
  };
}
