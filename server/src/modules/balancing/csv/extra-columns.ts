import { maxAdditionalDataBytes } from '@league/contract';
import { rowOf } from './csv-input-error.js';

// Room left in additional_data for what saving adds (region, days, height, rule values).
const extraBudget = maxAdditionalDataBytes - 2048;
const maxValueLength = 500;

/** The unmapped cells of one row, bounded so the saved additional_data stays within its limit. */
export function keepExtraColumns(row: number, player: string, values: Record<string, string>, headers: string[], warnings: string[]): Record<string, string> {
  const kept: Record<string, string> = {};
  const dropped: string[] = [];
  let size = 2;
  for (const header of headers) {
    const raw = (values[header] ?? '').trim();
    if (!raw) continue;
    const value = raw.length > maxValueLength ? raw.slice(0, maxValueLength) : raw;
    if (value !== raw) warnings.push(`${rowOf(row, player)}, column "${header}" was longer than ${maxValueLength} characters and was shortened.`);
    const cost = JSON.stringify(header).length + JSON.stringify(value).length + 2;
    if (size + cost > extraBudget) {
      dropped.push(header);
      continue;
    }
    kept[header] = value;
    size += cost;
  }
  if (dropped.length) warnings.push(`${rowOf(row, player)}: the extra columns ${dropped.map((h) => `"${h}"`).join(', ')} did not fit in the ${maxAdditionalDataBytes / 1024} KB kept per player and were left out.`);
  return kept;
}
