// How the league's codes read on screen, the words View Teams gets from the server
// (primary_region_name, best_practice_day_names). Once @league/contract exports the region
// and weekday vocabularies, these tables should come from there.
const regionNames: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West', C: 'Central' };

const weekdayNames: Record<string, string> = {
  mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday',
};

/** 'N' → 'North'; a full name or any other text is shown as given. */
export function regionName(code: string): string {
  const text = code.trim();
  return regionNames[text.toUpperCase()] ?? text;
}

/** 'mon', 'Mon', 'MONDAY' → 'Monday'; anything else is shown as given. */
export function weekdayName(code: string): string {
  const text = code.trim();
  return weekdayNames[text.toLowerCase().slice(0, 3)] ?? text;
}
