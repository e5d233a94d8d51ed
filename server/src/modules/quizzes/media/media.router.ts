import { Router } from 'express';
import { mediaSettingsInputSchema, uploadMediaInputSchema } from '@league/contract';
import { systemClock, type AppDeps } from '../../../lib/deps.js';
import { parseIdParam } from '../../../lib/path-id.js';
import { leagueContext, requireQuizManager } from '../../../lib/permissions.js';
import { parseInput } from '../../../lib/validate.js';
import { UploadSlots } from '../../../lib/upload-slots.js';
import { readMediaFile, receiveMediaFile } from './media-upload.js';
import { sendMedia } from './media-stream.js';
import * as media from './media.service.js';

/**
 * GET quizzes/media/{id}/?e=&t=: the file behind a signed link (decision 0080). Mounted before
 * authenticate: `<img>`, `<audio>` and `<video>` cannot send the Token header, the link's
 * signature is the permission.
 */
export function createMediaStreamRouter({ db, clock }: AppDeps): Router {
  const router = Router();
  router.get('/media/:id/', async (req, res) => {
    const id = parseIdParam(req.params.id, 'Media file');
    const row = await media.openLinkedMedia(db, id, req.query, (clock ?? systemClock)());
    await sendMedia(db, row, req, res);
  });
  return router;
}

/** Uploads, deletions and the league's size limit: quiz managers (mounted after authenticate). */
export function createMediaRouter({ db, config, clock }: AppDeps): Router {
  const router = Router();
  const uploadSlots = new UploadSlots(config.MEDIA_UPLOADS_AT_ONCE);
  const manager = requireQuizManager();
  const now = () => (clock ?? systemClock)();

  // The role is checked before the upload is read, so a referee's file is never received.
  router.post('/questions/:id/media/', manager, receiveMediaFile(db, uploadSlots), async (req, res) => {
    const questionId = parseIdParam(req.params.id, 'Question');
    const input = parseInput(uploadMediaInputSchema, req.body ?? {});
    const file = readMediaFile(req.file);
    res.status(201).json(await media.uploadMedia(leagueContext(db, req), questionId, file, input.alt_text, now()));
  });

  router.delete('/media/:id/', manager, async (req, res) => {
    await media.deleteMedia(leagueContext(db, req), parseIdParam(req.params.id, 'Media file'));
    res.status(204).end();
  });

  router.get('/media_settings/', manager, async (req, res) => {
    res.json(await media.getMediaSettings(leagueContext(db, req)));
  });

  router.put('/media_settings/', manager, async (req, res) => {
    const input = parseInput(mediaSettingsInputSchema, req.body);
    res.json(await media.setMediaSettings(leagueContext(db, req), input.max_media_mb));
  });

  return router;
}
