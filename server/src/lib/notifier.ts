/**
 * Sends what the outbox holds. Features write messages in their own transaction
 * (`queueMessages`), then call `dispatch` with the new ids once it has committed; a message
 * written but never dispatched (email off, a stop in between) is picked up by the sweep.
 */
export interface Notifier {
  /** True when email is set up (SMTP_URL and MAIL_FROM); otherwise messages wait in the outbox. */
  readonly sending: boolean;
  /** After commit: have these messages sent. Never throws; a failure is logged and the sweep retries. */
  dispatch(ids: number[]): void;
  stop(): Promise<void>;
}

/** Email not set up: every message stays in the outbox, to be read or downloaded by the admin. */
export const heldNotifier: Notifier = {
  sending: false,
  dispatch() {},
  async stop() {},
};
