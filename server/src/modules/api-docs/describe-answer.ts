import { z } from 'zod';
import type { ZodOpenApiResponseObject } from 'zod-openapi';
import type { Answer } from './route-doc.js';

export const errorSchema = z
  .object({
    error: z.string().meta({ description: 'A whole sentence saying what went wrong, for a person to read.' }),
    code: z.string().optional().meta({ description: 'A stable code for scripts, where the answer has one (validation_error, ...).' }),
    details: z.record(z.string(), z.unknown()).optional().meta({ description: 'More: for bad input, `fields` maps each field to what is wrong with it.' }),
  })
  .meta({ id: 'Error' });

const anyJson = z.unknown().meta({ description: "Described by the contract's TypeScript response types, not field by field here." });

const answers: Record<Answer, ZodOpenApiResponseObject> = {
  json: { description: 'The row or object asked for.', content: { 'application/json': { schema: anyJson } } },
  list: {
    description: 'A list: {count, results}.',
    content: { 'application/json': { schema: z.looseObject({ count: z.int().nonnegative(), results: z.array(anyJson) }).meta({ id: 'List' }) } },
  },
  data: {
    description: 'The answer inside a {data} envelope: balanced_teams only, as the spec reads it (decision 0196).',
    content: { 'application/json': { schema: z.object({ data: anyJson }).meta({ id: 'DataEnvelope' }) } },
  },
  none: { description: 'Done; no content.' },
  csv: { description: 'A spreadsheet download.', content: { 'text/csv': { schema: z.string() } } },
  pdf: { description: 'A PDF download.', content: { 'application/pdf': { schema: z.string().meta({ contentMediaType: 'application/pdf' }) } } },
  calendar: { description: 'A calendar file (iCalendar).', content: { 'text/calendar': { schema: z.string() } } },
  html: { description: 'A web page.', content: { 'text/html': { schema: z.string() } } },
  file: { description: "The file, with its own content type.", content: { 'application/octet-stream': { schema: z.string().meta({ contentMediaType: 'application/octet-stream' }) } } },
  stream: { description: 'Server-sent events, one per change, until the client closes.', content: { 'text/event-stream': { schema: z.string() } } },
};

/** The success answer of a route, by its shape; with orCsv, format=csv answers a spreadsheet instead. */
export function describeAnswer(answer: Answer, orCsv = false): ZodOpenApiResponseObject {
  const described = answers[answer];
  if (!orCsv) return described;
  return { description: `${described.description} With format=csv, a spreadsheet download.`, content: { ...described.content, ...answers.csv.content } };
}
