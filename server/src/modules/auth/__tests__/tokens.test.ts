import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { hashTokenKey } from '../../../lib/tokens.js';
import { createUser } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

describe('token authentication', () => {
  it('when no Authorization header is sent to a protected route, answers 401', async () => {
    const res = await request(t.app).post('/api/auth/logout/');

    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Authentication credentials were not provided.');
  });

  it('when the header uses another scheme, answers 401 explaining the expected form', async () => {
    const user = await createUser(t.db);

    const res = await request(t.app).post('/api/auth/logout/').set('Authorization', `Bearer ${user.token}`);

    expect(res.status).toBe(401);
    expect(res.body.error).toMatch(/Token <key>/);
  });

  it('when the token has expired, answers 401 and says the session expired', async () => {
    const user = await createUser(t.db);
    await t.db.authToken.update({ where: { keyHash: hashTokenKey(user.token) }, data: { expiresAt: new Date(Date.now() - 1000) } });

    const res = await request(t.app).post('/api/auth/logout/').set(user.auth);

    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Your session has expired. Please log in again.');
  });

  it('after logout the same token is refused', async () => {
    const user = await createUser(t.db);

    const logout = await request(t.app).post('/api/auth/logout/').set(user.auth);
    const again = await request(t.app).post('/api/auth/logout/').set(user.auth);

    expect(logout.status).toBe(204);
    expect(again.status).toBe(401);
    expect(await t.db.authToken.count({ where: { userId: user.id } })).toBe(0);
  });

  it('when the user is deactivated, the token stops working', async () => {
    const user = await createUser(t.db);
    await t.db.user.update({ where: { id: user.id }, data: { isActive: false } });

    const res = await request(t.app).post('/api/auth/logout/').set(user.auth);

    expect(res.status).toBe(401);
  });
});
