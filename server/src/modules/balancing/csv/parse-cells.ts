import { isEmailAddress, isYearInRange, maxYear, minYear } from '@league/contract';

/**
 * A rating typed in the skill's own scale (0 to `max`); null for a blank cell (the player is not
 * rated in it). A rating above the scale is a mistake in the file, reported, never clamped.
 */
export function parseRating(text: string, max = Number.POSITIVE_INFINITY): number | null {
  const value = text.trim();
  if (value === '') return null;
  if (!/^[+]?\d+(?:[.,]\d+)?$/.test(value)) throw new Error(`"${value}" is not a rating. Use a number of zero or more, such as 7 or 7.5.`);
  const rating = Number(value.replace(',', '.'));
  if (rating > max) throw new Error(`"${value}" is above this skill's scale: ratings go from 0 to ${max}.`);
  return rating;
}

/** A date of birth as YYYY-MM-DD from ISO or US (month/day/year) spelling; null when blank. */
export function parseBirthDate(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  const date = new Date(`${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}T00:00:00Z`);
  if (!year || Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day)) {
    throw new Error(`"${value}" is not a date. Use YYYY-MM-DD or MM/DD/YYYY.`);
  }
  if (!isYearInRange(date)) throw new Error(`"${value}" is not a date between the years ${minYear} and ${maxYear}.`);
  return date.toISOString().slice(0, 10);
}

/** An email address by the contract's one rule (so saving accepts what the preview showed); null when blank. */
export function parseEmail(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  if (!isEmailAddress(value)) throw new Error(`"${value}" is not an email address.`);
  return value;
}
