/**
 * The outbox and its job queue (decisions 0054, 0055), for every feature that emails people.
 * Write messages with `queueMessages(tx, [...])` inside the transaction that makes them true,
 * then `notifier.dispatch(ids)` after it commits; read them back with `findMessagesByTopic`.
 */
export {
  insertMessages as queueMessages,
  findMessagesByTopic,
  findMessagesByKinds,
  findMessagesPage,
  findMessageInTopic,
  countMessagesByStatus,
  requeueFailedMessages,
} from './outbox.repository.js';
export type { OutboxMessageInput } from './outbox.repository.js';
export { heldNotifier } from '../../lib/notifier.js';
export type { Notifier } from '../../lib/notifier.js';
export { startNotifications } from './start-notifications.js';
export { toOutboxMessageDto, countStatuses } from './outbox.dto.js';
export type { MailTransport, MailToSend } from './mail-transport.js';
