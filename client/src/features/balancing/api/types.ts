import type { RegionMode } from '@league/contract';

export type {
  BalancedPlayerDto as BalancedPlayer,
  BalancedTeamDto as BalancedTeam,
  BalancePreviewDto as BalanceResult,
  BalanceSummaryDto as BalanceSummary,
  RegionMode,
} from '@league/contract';

export interface BalanceRequest {
  file: File;
  leagueId: number;
  divisionId: number;
  numberOfTeams: number;
  skillMapping: Record<string, string>;
  selectedSkills: number[];
  seed?: number;
  region?: { column: string; mode: RegionMode; weight: number } | null;
  availability?: { column: string; weight: number } | null;
  height?: { column: string; weight: number } | null;
}
