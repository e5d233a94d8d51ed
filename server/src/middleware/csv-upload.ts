import multer from 'multer';
import type { RequestHandler } from 'express';
import { AppError } from '../lib/app-error.js';
import { decodeUploadedText, isBinaryFile } from '../lib/decode-uploaded-text.js';
import { receiveMultipart } from './multipart-upload.js';

export const maxCsvBytes = 2 * 1024 * 1024;

/** Multipart parsing with the CSV (at most 2 MB) held in memory; its errors are answered by the error middleware. */
export const receiveCsvUpload: RequestHandler = receiveMultipart(
  multer({ storage: multer.memoryStorage(), limits: { fileSize: maxCsvBytes, files: 1, fields: 40 } }).single('file'),
);

/** The uploaded CSV as text, after the checks the spec's form makes too. */
export function readUploadedCsv(file: Express.Multer.File | undefined): string {
  if (!file || file.size === 0) throw AppError.badRequest('Upload a CSV file first.', { fields: { file: 'required' } }, 'validation_error');
  const looksCsv = file.mimetype === 'text/csv' || file.originalname.toLowerCase().endsWith('.csv');
  if (!looksCsv || isBinaryFile(file.buffer)) throw AppError.badRequest('Please select a valid CSV file.', { fields: { file: 'invalid type' } }, 'validation_error');
  return decodeUploadedText(file.buffer, 'Row');
}
