export type { TeamDto as Team, TeamSummary } from '@league/contract';
