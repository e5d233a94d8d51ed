import type { OfficialsRules } from './types.js';

/** The rules' settings with every default filled in (decision 0141 says why these). */
export type ResolvedRules = Required<OfficialsRules>;

export const defaultRules: ResolvedRules = {
  adultAge: 18,
  youthLatestStart: 19 * 60,
  defaultTravelMinutes: 30,
  newUntilGames: 5,
};

export function resolveRules(rules: OfficialsRules | undefined): ResolvedRules {
  return { ...defaultRules, ...Object.fromEntries(Object.entries(rules ?? {}).filter(([, value]) => value !== undefined)) };
}
