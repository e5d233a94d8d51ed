/** Integers a PostgreSQL int4 column cannot hold, or no id can be: each must be a 400 naming its field. */
export const hostileIds = [
  ['2^31', 2147483648],
  ['1e308', 1e308],
  // 2^53 + 1 has no exact double: it reaches the server as 9007199254740992.
  ['2^53 + 1', Number('9007199254740993')],
  ['a negative', -5],
] as const;

/** The same values as a query string carries them. */
export const hostileIdTexts = [
  ['2^31', '2147483648'],
  ['1e308', '1e308'],
  ['2^53 + 1', '9007199254740993'],
  ['a negative', '-5'],
] as const;

/** Dates PostgreSQL or a person would trip on; only the years 1900-2100 are accepted. */
export const outOfRangeDates = ['0000-01-01', '1899-12-31', '2101-01-01'] as const;

/**
 * Numbers too close to zero for ordinary floating point (subnormals): JSON carries them, and
 * PostgreSQL refuses arithmetic whose float8 result underflows, so they must be stored or refused.
 */
export const subnormalNumbers = [
  ['5e-324 (the smallest double)', 5e-324],
  ['2.2e-308', 2.2e-308],
] as const;
