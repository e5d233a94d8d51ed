import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { getRefereeProfile } from '@/api/referees/get-referee-profile';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { makeRefereeProfile, storeRefereeSession } from '@/testing/referee-fixtures';

const server = setupMswServer();

describe('getRefereeProfile', () => {
  it("raises 'No authentication token found' without calling the server when there is no token", async () => {
    await expect(getRefereeProfile()).rejects.toThrow('No authentication token found');
  });

  it("on a 401 removes the token and raises 'Authentication expired'", async () => {
    setUnauthorizedHandler(() => {});
    storeRefereeSession();
    server.use(http.get(apiUrl('/referees/profile/'), () => HttpResponse.json({ error: 'Invalid token.' }, { status: 401 })));

    await expect(getRefereeProfile()).rejects.toThrow('Authentication expired');

    expect(localStorage.getItem('refereeToken')).toBeNull();
    expect(localStorage.getItem('refereeProfile')).toBeNull();
  });

  it('stores the fresh profile it reads', async () => {
    storeRefereeSession(makeRefereeProfile({ experience_years: 1 }));
    server.use(http.get(apiUrl('/referees/profile/'), () => HttpResponse.json(makeRefereeProfile({ experience_years: 5 }))));

    await getRefereeProfile();

    expect(JSON.parse(localStorage.getItem('refereeProfile')!).experience_years).toBe(5);
  });
});
