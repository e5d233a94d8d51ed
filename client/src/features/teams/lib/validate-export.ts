import type { ColumnChoice, ExportColumnOption } from './export-columns';

export const exportTitleMaxLength = 120;

/** Every rule the export dialog checks, as sentences to show (empty when the export can start). */
export function validateExport(columns: ExportColumnOption[], choices: Record<string, ColumnChoice>): string[] {
  const chosen = columns.filter((c) => choices[c.key]?.selected);
  if (chosen.length === 0) return ['Select at least one column to include in the export.'];
  const errors: string[] = [];
  for (const column of chosen) {
    const title = choices[column.key]?.title.trim() ?? '';
    if (!title) errors.push(`Column "${column.label}" must have a non-empty column title.`);
    else if (title.length > exportTitleMaxLength) errors.push(`Column "${column.label}" title must be at most ${exportTitleMaxLength} characters long.`);
  }
  return errors;
}

/** The query parts the export call sends for the chosen columns. */
export function buildExportSelection(columns: ExportColumnOption[], choices: Record<string, ColumnChoice>) {
  const chosen = columns.filter((c) => choices[c.key]?.selected);
  return {
    columns: chosen.filter((c) => c.skillId === undefined).map((c) => c.key),
    skillIds: chosen.flatMap((c) => (c.skillId === undefined ? [] : [c.skillId])),
    columnLabels: Object.fromEntries(chosen.map((c) => [c.key, choices[c.key]!.title.trim()])),
  };
}
