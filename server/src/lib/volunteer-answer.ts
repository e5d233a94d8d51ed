/**
 * The one reading of a registration's volunteer answer (decision 0054 for publishing, 0064 for
 * balancing): a column named like "Volunteer" or "Coach", and answers that decline.
 */
export const volunteerColumnName = /volunteer|coach/i;
const declined = /^(no|n|none|false|0|-|n\/a|not now|maybe later)?$/i;

/** True when the parent offered something (any answer that is not a decline). */
export const hasVolunteered = (answer: string) => !declined.test(answer.trim());

export type CoachVolunteer = 'head' | 'assistant';

/** "Head Coach" or "Coach" is a head coach, "Assistant Coach" an assistant; other offers (snacks, scorekeeper) none. */
export function readCoachVolunteer(answer: string): CoachVolunteer | null {
  const text = answer.trim();
  if (!hasVolunteered(text) || !/coach/i.test(text)) return null;
  return /assistant|asst/i.test(text) ? 'assistant' : 'head';
}
