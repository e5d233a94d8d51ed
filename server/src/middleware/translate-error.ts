import multer from 'multer';
import { AppError } from '../lib/app-error.js';
import { databaseBusyError, isDatabaseBusy } from '../lib/db/database-busy.js';
import { sqlStateOf } from '../lib/db/sql-state.js';
import { isRetryableConflict } from '../lib/db/with-retry.js';
import { answerUniqueViolation } from '../lib/db/unique-rules.js';
import { Prisma } from '../generated/prisma/client.js';
import { maxCsvBytes } from './csv-upload.js';
import { MalformedMultipartError } from './multipart-upload.js';
import { InterchangeFormatError } from '../modules/quizzes/interchange/index.js';

/**
 * The one place where errors thrown by libraries (Prisma, multer, the JSON body parser)
 * become answers, so services never catch them. Null: not an error we expect (a 500).
 */
export function toAppError(err: unknown, body?: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (err instanceof multer.MulterError) return answerUploadError(err);
  if (err instanceof MalformedMultipartError) return answerMalformedUpload(err);
  if (err instanceof InterchangeFormatError) return answerQuestionFileError(err);
  // A busy database or a lost deadlock is "try again", never a 500.
  if (isDatabaseBusy(err)) return databaseBusyError();
  if (isRetryableConflict(err)) return AppError.conflict(concurrentChangeMessage);
  if (err instanceof Prisma.PrismaClientKnownRequestError) return answerPrismaError(err, body);
  const parser = err as { type?: string } | null;
  if (parser?.type === 'entity.parse.failed') return AppError.badRequest('The request body is not valid JSON.', undefined, 'invalid_json');
  if (parser?.type === 'entity.too.large') return new AppError(413, 'The request body is too large.', 'too_large');
  return null;
}

const concurrentChangeMessage = 'Another change was being saved at the same moment, so this one was not saved. Please try again.';

function answerUploadError(err: multer.MulterError): AppError {
  if (err.code === 'LIMIT_FILE_SIZE') {
    return AppError.badRequest(`The CSV file is larger than ${maxCsvBytes / 1024 / 1024} MB.`, { field: 'file' }, 'file_too_large');
  }
  if (err.code === 'LIMIT_UNEXPECTED_FILE') {
    return AppError.badRequest('Send the CSV in the "file" field, one file only.', { field: err.field }, 'upload_error');
  }
  return AppError.badRequest(`Upload rejected: ${err.message}.`, { field: err.field }, 'upload_error');
}

/** busboy's own words ("Malformed part header", "Unexpected end of form") name what is wrong. */
function answerMalformedUpload(err: MalformedMultipartError): AppError {
  const what = err.message.replace(/\.$/, '').toLowerCase();
  return AppError.badRequest(
    `The upload could not be read: its form data is not well formed (${what}). Choose the file again and send it from the form.`,
    { field: 'file' },
    'malformed_upload',
  );
}

/** A question file that cannot be read at all (decision 0015): its sentence names the line or question. */
function answerQuestionFileError(err: InterchangeFormatError): AppError {
  const where = { line: err.line, column: err.column, question_index: err.questionIndex };
  const details = Object.fromEntries(Object.entries(where).filter(([, v]) => v !== undefined));
  return AppError.badRequest(err.message, { field: 'file', ...details }, 'invalid_question_file');
}

// PostgreSQL refusing U+0000 in text (22021) or in jsonb (22P05, \u0000 in a JSON string).
const unstorableTextStates = new Set(['22021', '22P05']);

/** A P2002 names the value the request sent (a race lost after the friendly check let it through). */
function answerPrismaError(err: Prisma.PrismaClientKnownRequestError, body: unknown): AppError | null {
  if (err.code === 'P2002') return answerUniqueViolation(err, (body as { name?: unknown } | undefined)?.name);
  if (err.code === 'P2025') return AppError.notFound('The record');
  if (err.code === 'P2003') return AppError.badRequest('A referenced record does not exist.', undefined, 'foreign_key');
  // The last resort behind refuseUnstorableText (decision 0032), for a NUL from anywhere else.
  if (unstorableTextStates.has(sqlStateOf(err) ?? '')) {
    return AppError.badRequest('The text contains a character that cannot be stored (a NUL character, U+0000).', undefined, 'unstorable_text');
  }
  return null;
}
