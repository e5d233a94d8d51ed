import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The API as the browser would see it, answered by the handlers each test installs. */
export const mswServer = setupServer();

export function setupMswServer() {
  beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mswServer.resetHandlers());
  afterAll(() => mswServer.close());
  return mswServer;
}

/** API paths as msw matches them (jsdom's origin plus the /api base). */
export const apiUrl = (path: string) => `${window.location.origin}/api${path}`;
