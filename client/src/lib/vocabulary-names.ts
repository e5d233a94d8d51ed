import { regionNames, weekdayNames, type RegionCode, type WeekdayCode } from '@league/contract';

// How the league's codes read on screen; the vocabularies themselves live in the contract.

/** 'N' → 'North'; a full name or any other text is shown as given. */
export function regionName(code: string): string {
  const text = code.trim();
  return regionNames[text.toUpperCase() as RegionCode] ?? text;
}

/** 'mon', 'Mon', 'MONDAY' → 'Monday'; anything else is shown as given. */
export function weekdayName(code: string): string {
  const text = code.trim();
  return weekdayNames[text.toLowerCase().slice(0, 3) as WeekdayCode] ?? text;
}
