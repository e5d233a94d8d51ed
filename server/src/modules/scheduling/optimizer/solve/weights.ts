import type { ScheduleOptions, ScheduleWeights } from '../model/types.js';

/**
 * The soft terms' weights, in points where a family's minute of waiting is one point (decision
 * 0131): a split day costs an hour and a half of waiting, a rematch before the round is done
 * four hours, a soft family conflict ten. Fairness terms price squared deviations of counts.
 */
export const defaultWeights: ScheduleWeights = {
  familyConflict: 600,
  familySplit: 90,
  familyWaitHour: 60,
  earlyLate: 30,
  venueShare: 10,
  earlyRematch: 240,
  homeAway: 20,
};

/** The options' weights over the defaults (the one mapping). */
export function weightsOf(options: ScheduleOptions | undefined): ScheduleWeights {
  return { ...defaultWeights, ...options?.weights };
}

/** Points per published game a reschedule moves that its closure did not touch, and per day it moves a touched one. */
export const shiftWeight = 20_000;
export const otherDayWeight = 40_000;
export const displacedDayWeight = 30;
