export type { ManagedRefereeDto as ManagedReferee, RefereeQuizResultDto as RefereeQuizResult } from '@league/contract';

/** What PATCH referees/{id}/ takes. */
export type { UpdateRefereeInput as RefereeChanges } from '@league/contract';
