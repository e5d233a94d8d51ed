import path from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../config/env.js';
import { repoRoot } from '../lib/db/paths.js';
import { readRepoFile, section } from '../testing/markdown-docs.js';

// The README's configuration table is the one place an operator learns what the server reads:
// it must name every variable of the config schema, no other, with the schema's defaults; and a
// variable the repository's tests, builds or benchmarks read is in the table beside it.
const readme = readRepoFile('README.md');

/** Each row of the first table in `lines`: the backticked names of its first cell and its cells. */
function tableRows(lines: string[]): { names: string[]; cells: string[] }[] {
  const start = lines.findIndex((line) => line.startsWith('|'));
  const table = lines.slice(start).filter((_, i, all) => all.slice(0, i + 1).every((line) => line.startsWith('|')));
  return table.slice(2).map((line) => {
    const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
    return { names: [...cells[0]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!), cells };
  });
}

const serverRows = tableRows(section(readme, '## Configuration'));
const toolRows = tableRows(section(readme, '### Variables for tests, builds and benchmarks'));
const schemaNames = Object.keys(envSchema.shape).sort();

/** Every environment variable named in the repository's own source, outside the config schema. */
function variablesReadByTools(): string[] {
  const roots = ['server/src', 'server/bench', 'server/scripts', 'server/vitest.config.ts', 'client/src', 'client/e2e', 'client/vite.config.ts', 'client/vitest.e2e.config.ts', 'scripts', 'prisma.config.ts'];
  const skip = /(^|\/)(node_modules|dist|generated|test-output)(\/|$)/;
  const source = /\.(ts|tsx|mjs|js)$/;
  const files = roots.flatMap((root) => {
    const full = path.join(repoRoot, root);
    if (source.test(root)) return [full];
    return readdirSync(full, { recursive: true, encoding: 'utf8' })
      .filter((file) => source.test(file) && !skip.test(file))
      .map((file) => path.join(full, file));
  });
  const read = /process\.env\.([A-Z][A-Z0-9_]*)|\b(VITE_[A-Z0-9_]+)\b/g;
  const system = new Set(['PATH']);
  const names = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(read)].map((m) => (m[1] ?? m[2])!));
  return [...new Set(names)].filter((name) => !schemaNames.includes(name) && !system.has(name)).sort();
}

describe("the README's configuration", () => {
  it('names every variable of the config schema, and no other', () => {
    const documented = serverRows.flatMap((row) => row.names).sort();
    expect(documented).toEqual(schemaNames);
  });

  it("gives each variable's default as the schema has it", () => {
    const wrong = serverRows.flatMap(({ names, cells }) =>
      names.flatMap((name) => {
        const shape = envSchema.shape[name as keyof typeof envSchema.shape];
        const fallback: unknown = shape?.safeParse(undefined).data;
        if (fallback === undefined) return [];
        return cells[1]!.includes(`\`${String(fallback)}\``) ? [] : [`${name}: the default cell "${cells[1]}" does not say \`${String(fallback)}\``];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('lists every other variable the repository reads (tests, builds, benchmarks) in its own table', () => {
    const documented = new Set(toolRows.flatMap((row) => row.names));
    expect(variablesReadByTools().filter((name) => !documented.has(name))).toEqual([]);
  });
});
