import type { ImportCategoryDto } from '@league/contract';

const key = (category: string) => category.trim().toLowerCase();

/**
 * Where a file's category goes in the bank. The same name (any case) is that category; a Moodle
 * path whose end names an existing category ("FIBA 2024/Fouls" ending in "Fouls") goes there
 * rather than beside it, the longest such end first; anything else is created as written.
 * A choice the admin made in the preview (`chosen`) wins over all of these.
 */
export function mapCategory(fileCategory: string, bankCategories: string[], chosen: Record<string, string> | undefined): Omit<ImportCategoryDto, 'questions'> {
  const byKey = new Map(bankCategories.map((c) => [key(c), c]));
  if (chosen && Object.hasOwn(chosen, fileCategory)) return { file_category: fileCategory, bank_category: chosen[fileCategory]!, match: 'mapped' };
  const same = byKey.get(key(fileCategory));
  if (same !== undefined) return { file_category: fileCategory, bank_category: same, match: 'existing' };
  const segments = fileCategory.split('/');
  for (let start = 1; start < segments.length; start++) {
    const found = byKey.get(key(segments.slice(start).join('/')));
    if (found !== undefined) return { file_category: fileCategory, bank_category: found, match: 'matched' };
  }
  return { file_category: fileCategory, bank_category: fileCategory, match: 'new' };
}
