import type { BalanceStoredInput } from '@league/contract';
import type { PreviewSettings } from './build-preview.js';
import type { BalanceOptions } from './optimizer/index.js';

/** The choices a Create Teams request carries through either door; a file's request adds the school limit (decision 0049). */
export type BalanceChoices = Pick<
  BalanceStoredInput,
  'number_of_teams' | 'region_mode' | 'region_weight' | 'availability_weight' | 'height_weight' | 'request_weight' | 'requests_mutual_only' | 'request_choices' | 'tier_balance'
> & { max_per_school?: number | null };

/** The columns the teams are balanced by for region, practice conflicts and height (null: not used). */
export interface MeasuredColumns {
  region: string | null;
  availability: string | null;
  height: string | null;
}

/**
 * The one reading of a request's choices into the optimizer's options and the preview's settings,
 * for the team file and the stored division alike (decision 0186): a choice the two doors read
 * apart could balance one export two ways.
 */
export function readBalanceOptions(choices: BalanceChoices, measured: MeasuredColumns, skillsUsed: boolean, seed: number): { options: BalanceOptions; settings: PreviewSettings } {
  // No skill selected: every composite is 0, so the search keeps the hard rules and nothing else
  // decides; the teams are random within the rules (decision 0051), never random across them.
  const tierBalance = skillsUsed && choices.tier_balance;
  const options: BalanceOptions = {
    teamCount: choices.number_of_teams,
    seed,
    useComposite: true,
    region: measured.region ? { weight: choices.region_weight, mode: choices.region_mode } : null,
    availability: measured.availability ? { weight: choices.availability_weight } : null,
    height: measured.height ? { weight: choices.height_weight } : null,
    requestWeight: choices.request_weight,
    tierBalance,
    maxPerSchool: choices.max_per_school ?? null,
  };
  const settings: PreviewSettings = {
    seed,
    region: { column: measured.region, mode: choices.region_mode, weight: choices.region_weight },
    availability: { column: measured.availability, weight: choices.availability_weight },
    height: { column: measured.height, weight: choices.height_weight },
    requests: { mutualOnly: choices.requests_mutual_only, weight: choices.request_weight },
    tierBalance,
    skillsUsed,
  };
  return { options, settings };
}
