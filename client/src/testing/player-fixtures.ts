import type { PlayerDto } from '@league/contract';

/** The fields of a player answer with no kept balancing value: for fixtures that build players by hand. */
export const noKeptValues: Pick<PlayerDto, 'region' | 'region_name' | 'unavailable_days' | 'gender' | 'group' | 'locked_team' | 'keep_apart' | 'requests'> = {
  region: null,
  region_name: null,
  unavailable_days: [],
  gender: null,
  group: null,
  locked_team: null,
  keep_apart: null,
  requests: [],
};
