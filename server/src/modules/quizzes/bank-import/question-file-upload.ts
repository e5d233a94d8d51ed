import multer from 'multer';
import type { RequestHandler } from 'express';
import { AppError } from '../../../lib/app-error.js';
import { decodeUploadedText, isBinaryFile } from '../../../lib/decode-uploaded-text.js';
import { receiveMultipart } from '../../../middleware/multipart-upload.js';
import { questionFileTooLargeSentence } from '@league/contract';
import { maxUploadBytes } from '../interchange/index.js';

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxUploadBytes, files: 1, fields: 10 } }).single('file');

/**
 * Multipart parsing of one question file held in memory. Multer's other errors go to the error
 * middleware as they are; only "too large" is answered here, because the shared sentence
 * there speaks of CSV files and a referee admin uploading a GIFT file would not recognise it.
 */
export const receiveQuestionFile: RequestHandler = receiveMultipart(upload, (err) => {
  if (err.code !== 'LIMIT_FILE_SIZE') return err;
  return AppError.badRequest(questionFileTooLargeSentence, { field: 'file' }, 'file_too_large');
});

/** The uploaded question file as text; its format is read from the content, not the name. */
export function readQuestionFile(file: Express.Multer.File | undefined): { text: string; filename: string } {
  if (!file || file.size === 0) {
    throw AppError.badRequest('Choose a GIFT (.gift, .txt) or Moodle XML (.xml) file to import.', { fields: { file: 'required' } }, 'validation_error');
  }
  // A binary file (a Word document or a zip renamed) is neither format.
  if (isBinaryFile(file.buffer)) {
    throw AppError.badRequest('This file is neither GIFT nor Moodle XML: it is not a text file.', { fields: { file: 'invalid type' } }, 'validation_error');
  }
  return { text: decodeUploadedText(file.buffer, 'Line'), filename: file.originalname };
}
