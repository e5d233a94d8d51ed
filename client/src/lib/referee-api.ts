import { storageKeys } from '@/config/storage-keys';
import { paths } from '@/config/paths';
import { createApiClient } from './api-client';

/** The referee portal's client: its own token, and a 401 sends the referee to the portal login. */
export const refereeApi = createApiClient({
  tokenKey: storageKeys.refereeToken,
  clearOnUnauthorized: [storageKeys.refereeToken, storageKeys.refereeProfile],
  loginPath: paths.referee.login,
});
