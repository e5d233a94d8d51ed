/** Query strings arrive as text and forms send '' or null for "not chosen": all of these mean "not given". */
export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());
