import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import multer from 'multer';
import type { RequestHandler } from 'express';
import { AppError } from '../../../lib/app-error.js';
import type { Db } from '../../../lib/db/database.js';
import { leagueContext } from '../../../lib/permissions.js';
import type { UploadSlots } from '../../../lib/upload-slots.js';
import { receiveMultipart } from '../../../middleware/multipart-upload.js';
import { readMaxMediaMb } from './media.repository.js';
import type { ReceivedFile } from './media.service.js';

const megabyte = 1024 * 1024;
export const uploadsBusyRetryAfterSeconds = 10;

// One folder of this process's uploads in the system's temporary folder, made on first use.
let folder: string | undefined;
export const uploadFolder = () => (folder ??= mkdtempSync(path.join(os.tmpdir(), 'league-media-uploads-')));
const storage = multer.diskStorage({ destination: (_req, _file, done) => done(null, uploadFolder()) });

/**
 * One media file written to a temporary file as it arrives, up to the league's limit (set by its
 * admin), never held in memory (decision 0109); the file is removed once the answer is sent.
 * Multer stops reading at the limit: a larger file is a 413 with the limit in a sentence. At most
 * `slots.size` uploads are received and stored at once; one more is a 503 with Retry-After.
 */
export function receiveMediaFile(db: Db, slots: UploadSlots): RequestHandler {
  return async (req, res, next) => {
    try {
      const maxMb = await readMaxMediaMb(db, leagueContext(db, req).leagueId);
      const release = slots.take();
      if (!release) {
        // The body is read and thrown away before answering, so the browser gets the answer
        // rather than a connection closed under a file it is still sending.
        const busy = AppError.unavailable(
          `Other pictures, sounds or clips are being uploaded right now (${slots.size} at once at most). Please try again in ${uploadsBusyRetryAfterSeconds} seconds; nothing was uploaded.`,
          uploadsBusyRetryAfterSeconds,
        );
        req.once('end', () => next(busy)).resume();
        return;
      }
      res.on('close', release);
      const upload = multer({ storage, limits: { fileSize: maxMb * megabyte, files: 1, fields: 5 } }).single('file');
      receiveMultipart(upload, (err) => {
        if (err.code !== 'LIMIT_FILE_SIZE') return err;
        const sentence = `The file is larger than ${maxMb} MB, this league's limit for a question's picture, sound or clip. Use a shorter or smaller file, or ask the league administrator to raise the limit.`;
        return new AppError(413, sentence, 'file_too_large', { field: 'file', max_media_mb: maxMb });
      })(req, res, (err?: unknown) => {
        const received = req.file?.path;
        if (received) res.on('close', () => void rm(received, { force: true }));
        next(err);
      });
    } catch (err) {
      next(err);
    }
  };
}

export function readMediaFile(file: Express.Multer.File | undefined): ReceivedFile {
  if (!file || file.size === 0) {
    throw AppError.badRequest('Choose a picture, sound or clip to add to the question.', { fields: { file: 'required' } }, 'validation_error');
  }
  return { path: file.path, size: file.size, originalName: file.originalname };
}
