import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { verifyPassword, hashPassword } from '../passwords.js';

const t = useTestApp();
const seventyTwo = 'p'.repeat(72);

describe('one password rule for registering and signing in', () => {
  it.each(['/api/auth/login/', '/api/referees/login/'])('a password with more than 72 bytes never signs in at %s, even when its first 72 bytes are right', async (door) => {
    const user = await createUser(t.db, { userType: 'admin', password: seventyTwo });

    const res = await request(t.app).post(door).send({ username: user.username, password: `${seventyTwo}anything` });

    expect(res.status).toBe(400);
    expect(res.body.token).toBeUndefined();
    expect(res.body.details.fields.password).toMatch(/at most 72 bytes/);
  });

  it('the exact 72-byte password still signs in', async () => {
    const user = await createUser(t.db, { userType: 'admin', password: seventyTwo });

    const res = await request(t.app).post('/api/auth/login/').send({ username: user.username, password: seventyTwo });

    expect(res.status).toBe(200);
  });

  it('counts bytes, not letters: 36 two-byte letters fit, 37 do not', async () => {
    const user = await createUser(t.db, { userType: 'admin', password: 'é'.repeat(36) });

    const fits = await request(t.app).post('/api/auth/login/').send({ username: user.username, password: 'é'.repeat(36) });
    const over = await request(t.app).post('/api/auth/login/').send({ username: user.username, password: 'é'.repeat(37) });

    expect(fits.status).toBe(200);
    expect(over.status).toBe(400);
  });

  it('the password check itself refuses what bcrypt would cut, whoever calls it', async () => {
    const hash = await hashPassword(seventyTwo);

    expect(await verifyPassword(`${seventyTwo}x`, hash)).toBe(false);
    expect(await verifyPassword(seventyTwo, hash)).toBe(true);
  });
});
