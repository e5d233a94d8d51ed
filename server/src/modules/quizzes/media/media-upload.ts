import multer from 'multer';
import type { RequestHandler } from 'express';
import { AppError } from '../../../lib/app-error.js';
import type { Db } from '../../../lib/db/database.js';
import { leagueContext } from '../../../lib/permissions.js';
import { receiveMultipart } from '../../../middleware/multipart-upload.js';
import { readMaxMediaMb } from './media.repository.js';
import type { UploadedFile } from './media.service.js';

const megabyte = 1024 * 1024;

/**
 * One media file held in memory, up to the league's limit (set by its admin). Multer stops
 * reading at the limit, so a larger file is refused without being kept; the answer is a 413
 * with the limit in a sentence, not the CSV sentence of the shared upload errors.
 */
export function receiveMediaFile(db: Db): RequestHandler {
  return async (req, res, next) => {
    try {
      const maxMb = await readMaxMediaMb(db, leagueContext(db, req).leagueId);
      const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxMb * megabyte, files: 1, fields: 5 } }).single('file');
      receiveMultipart(upload, (err) => {
        if (err.code !== 'LIMIT_FILE_SIZE') return err;
        const sentence = `The file is larger than ${maxMb} MB, this league's limit for a question's picture, sound or clip. Use a shorter or smaller file, or ask the league administrator to raise the limit.`;
        return new AppError(413, sentence, 'file_too_large', { field: 'file', max_media_mb: maxMb });
      })(req, res, next);
    } catch (err) {
      next(err);
    }
  };
}

export function readMediaFile(file: Express.Multer.File | undefined): UploadedFile {
  if (!file || file.size === 0) {
    throw AppError.badRequest('Choose a picture, sound or clip to add to the question.', { fields: { file: 'required' } }, 'validation_error');
  }
  return { buffer: file.buffer, originalName: file.originalname };
}
