import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeLeague } from './arrange-seasons.js';

const t = useTestApp();

const setScale = (auth: Record<string, string>, body: object) => request(t.app).put('/api/ratings/scales/').set(auth).send(body);
const listScales = (auth: Record<string, string>, divisionId: number) => request(t.app).get('/api/ratings/scales/').query({ division_id: divisionId }).set(auth);

describe('rating scales per source', () => {
  it('when the admin sets the coach form to 1-4 with 1 best, the division lists it and the other sources stay unset', async () => {
    const l = await arrangeLeague(t);

    const saved = await setScale(l.admin.auth, { division_id: l.u10.id, kind: 'coach_form', scale: { min: 1, max: 4, low_is_best: true } });
    const listed = await listScales(l.admin.auth, l.u10.id);

    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ kind: 'coach_form', set: true, scale: { min: 1, max: 4, low_is_best: true } });
    expect(listed.body.results).toContainEqual({ kind: 'coach_form', set: true, scale: { min: 1, max: 4, low_is_best: true } });
    expect(listed.body.results).toContainEqual({ kind: 'ratings_file', set: false, scale: null });
  });

  it('when set again, the new scale replaces the old one (one per division and source)', async () => {
    const l = await arrangeLeague(t);
    await setScale(l.admin.auth, { division_id: l.u10.id, kind: 'ratings_file', scale: { min: 1, max: 5, low_is_best: true } });

    await setScale(l.admin.auth, { division_id: l.u10.id, kind: 'ratings_file', scale: { min: 0, max: 10, low_is_best: false } });

    expect(await t.db.ratingScale.findMany({ where: { divisionId: l.u10.id } })).toEqual([expect.objectContaining({ kind: 'ratings_file', scaleMin: 0, scaleMax: 10, lowIsBest: false })]);
  });

  it('answers 400 with a sentence and writes nothing when the highest rating is not above the lowest or the source is unknown', async () => {
    const l = await arrangeLeague(t);

    const upsideDown = await setScale(l.admin.auth, { division_id: l.u10.id, kind: 'coach_form', scale: { min: 5, max: 1 } });
    const unknown = await setScale(l.admin.auth, { division_id: l.u10.id, kind: 'carried_forward', scale: { min: 1, max: 5 } });

    expect(upsideDown.status).toBe(400);
    expect(upsideDown.body.error).toContain('The highest rating must be above the lowest.');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toContain('kind must be one of');
    expect(await t.db.ratingScale.count({ where: { divisionId: l.u10.id } })).toBe(0);
  });

  it('keeps other leagues out: their admin gets 404 reading or setting this division\'s scales', async () => {
    const l = await arrangeLeague(t);
    const stranger = await createAdminInNewLeague(t.db);

    const read = await listScales(stranger.auth, l.u10.id);
    const write = await setScale(stranger.auth, { division_id: l.u10.id, kind: 'coach_form', scale: { min: 1, max: 5, low_is_best: true } });

    expect(read.status).toBe(404);
    expect(write.status).toBe(404);
    expect(await t.db.ratingScale.count({ where: { divisionId: l.u10.id } })).toBe(0);
  });
});
