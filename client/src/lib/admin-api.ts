import { storageKeys } from '@/config/storage-keys';
import { paths } from '@/config/paths';
import { createApiClient } from './api-client';

/** The league-admin area's client: its token, and a 401 sends the admin back to /login. */
export const adminApi = createApiClient({
  tokenKey: storageKeys.authToken,
  clearOnUnauthorized: [storageKeys.authToken, storageKeys.user],
  loginPath: paths.login,
});
