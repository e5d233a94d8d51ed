/** What other modules may use from auth (decision 0038): referees sign in and register through these. */
export { createToken, findTakenIdentity } from './auth.repository.js';
export { logIn } from './auth.service.js';
export { createLoginGuard } from './login-guard.js';
export { hashPassword } from './passwords.js';
export { toUserDto } from './user-dto.js';
export type { UserWithLeague } from './user-dto.js';
