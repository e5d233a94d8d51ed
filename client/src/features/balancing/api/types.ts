import type { GenderMapping, RegionMode } from '@league/contract';

export type {
  BalancedPlayerDto,
  BalancedTeamDto,
  BalancePreviewDto,
  BalanceSummaryDto,
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
  /** The confirmed column mapping, already as multipart fields (`name_columns`, `dob_column`, …). */
  columnFields?: Record<string, string>;
  rules?: { requestWeight: number; mutualOnly: boolean; tierBalance: boolean; blankRatings: 'error' | 'mean'; maxPerSchool?: number };
  /** What unknown gender values in the file mean; left out when empty. */
  genderMapping?: GenderMapping;
  /** The volunteer's answers for requests the last preview could not match; left out when empty. */
  requestChoices?: { player: string; text: string; choice: string | null }[];
}
