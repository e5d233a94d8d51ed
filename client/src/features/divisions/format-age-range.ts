const isAge = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** The table's Age Range column: "min-max", "min+", "Up to max" or "Not specified". */
export function formatAgeRange(minAge: number | null | undefined, maxAge: number | null | undefined): string {
  if (isAge(minAge) && isAge(maxAge)) return `${minAge}-${maxAge}`;
  if (isAge(minAge)) return `${minAge}+`;
  if (isAge(maxAge)) return `Up to ${maxAge}`;
  return 'Not specified';
}
