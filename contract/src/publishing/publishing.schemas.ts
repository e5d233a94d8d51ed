import { z } from 'zod';
import { isBlank } from '../fields/blank.js';
import { pageQueryFields } from '../fields/query-fields.js';

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed'] as const;

/** A page holds at most this many emails; a division of 600 families is read a page at a time (decision 0079). */
export const maxOutboxPageSize = 200;

/** GET /api/divisions/{id}/outbox/?page=&page_size=&status= (the CSV download ignores paging: it is every email). */
export const outboxQuerySchema = z.object({
  status: z.preprocess((v) => (isBlank(v) ? undefined : v), z.enum(outboxStatuses, { error: 'status must be pending, sending, sent or failed.' }).optional()),
  ...pageQueryFields(maxOutboxPageSize, 50),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;
