export type { ManagedRefereeDto, RefereeQuizResultDto } from '@league/contract';

/** What PATCH referees/{id}/ takes. */
export type { UpdateRefereeInput } from '@league/contract';
