import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// What a test (or a test helper it imports) calls when it opens a database.
const opensDatabase = /\b(openTestDatabase|openDatabase|openAdapter|useTestApp|createCountingApp|startServer)\b|pglite/i;
const relativeImport = /from '(\.{1,2}\/[^']+)'/g;
const isTestHelper = (file: string) => /[\\/](testing|__tests__)[\\/]/.test(file);

function usesDatabase(file: string, seen: Set<string>): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  if (opensDatabase.test(text)) return true;
  for (const [, spec] of text.matchAll(relativeImport)) {
    const target = path.resolve(path.dirname(file), spec!.replace(/\.js$/, '.ts'));
    if (isTestHelper(target) && usesDatabase(target, seen)) return true;
  }
  return false;
}

/**
 * Test files that never open a database, relative to `root`. The embedded-database pass of CI
 * skips them: they already ran on PostgreSQL and their answer cannot depend on the database.
 */
export function listDatabaseFreeTests(root: string): string[] {
  const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join(root, 'src', f));
  return files.filter((f) => !usesDatabase(f, new Set())).map((f) => path.relative(root, f));
}
