import { z } from 'zod';
import { calendarDaySchema } from '../referees/certification.schemas.js';

const blankToUndefined = (value: unknown) => (value === null || value === '' ? undefined : value);

/**
 * GET quizzes/statistics/articles/: optional days (YYYY-MM-DD, UTC) that bound when the
 * referees' first attempts were submitted; `from` counts from 00:00, `to` up to 23:59:59.
 */
export const articleStatisticsQuerySchema = z
  .object({
    from: z.preprocess(blankToUndefined, calendarDaySchema('From').optional()),
    to: z.preprocess(blankToUndefined, calendarDaySchema('To').optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'From must be on or before To.', path: ['from'] });
export type ArticleStatisticsQuery = z.infer<typeof articleStatisticsQuerySchema>;
