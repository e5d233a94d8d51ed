import { refereeQueryScope } from '@/lib/auth/referee-session';

/** Both transcript calls sit under one key, so finishing a quiz can refresh either. */
export const transcriptKeys = {
  all: [...refereeQueryScope, 'transcript'] as const,
  mine: () => [...transcriptKeys.all, 'mine'] as const,
  referee: (id: number) => [...transcriptKeys.all, 'referee', id] as const,
};
