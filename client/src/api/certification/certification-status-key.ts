import { refereeQueryScope } from '@/lib/auth/referee-session';

/** The signed-in referee's certification standing; a passed quiz may change it, so submitting refreshes it. */
export const certificationStatusKey = [...refereeQueryScope, 'certification-status'] as const;
