import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { adminApi } from '@/lib/admin-api';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { apiUrl, setupMswServer } from '@/testing/msw-server';

const server = setupMswServer();

describe('the admin API client', () => {
  it('sends the stored token as "Authorization: Token <key>"', async () => {
    localStorage.setItem('authToken', 'k123');
    let seen: string | null = null;
    server.use(http.get(apiUrl('/seasons/'), ({ request }) => { seen = request.headers.get('authorization'); return HttpResponse.json([]); }));

    await adminApi.get('/seasons/');

    expect(seen).toBe('Token k123');
  });

  it('on a 401 clears the token and the user and sends the user to /login', async () => {
    localStorage.setItem('authToken', 'expired');
    localStorage.setItem('user', '{"id":1}');
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    server.use(http.get(apiUrl('/seasons/'), () => HttpResponse.json({ error: 'Invalid token.' }, { status: 401 })));

    await expect(adminApi.get('/seasons/')).rejects.toThrow();

    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(redirect).toHaveBeenCalledWith('/login');
  });

  it('leaves the session alone on other errors', async () => {
    localStorage.setItem('authToken', 'k');
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    server.use(http.get(apiUrl('/seasons/'), () => HttpResponse.json({ error: 'No.' }, { status: 403 })));

    await expect(adminApi.get('/seasons/')).rejects.toThrow();

    expect(localStorage.getItem('authToken')).toBe('k');
    expect(redirect).not.toHaveBeenCalled();
  });
});
