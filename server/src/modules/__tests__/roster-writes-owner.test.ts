import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Decision 0197: who is on which team, which teams exist and the roster's versions are written
// by one module, modules/rosters; every other module calls it. This reads the sources as the
// data-access lint reads them, so a second writer fails here before it ships.
const src = fileURLToPath(new URL('../../', import.meta.url));
const owner = 'modules/rosters/';
// Setting up data directly is what tests, seeds and benchmarks do; lib/db/insert-players.ts is
// the set-based insert only the roster module may import (checked below).
const exempt = [/\/__tests__\//, /^testing\//, /^seed\//, /^bench\//, /^generated\//, /^lib\/db\/insert-players\.ts$/];

function sourceFiles(dir = ''): string[] {
  return readdirSync(path.join(src, dir)).flatMap((name) => {
    const rel = path.posix.join(dir, name);
    if (statSync(path.join(src, rel)).isDirectory()) return sourceFiles(rel);
    return name.endsWith('.ts') && !exempt.some((rule) => rule.test(rel)) ? [rel] : [];
  });
}

/** The text of a call's arguments: from the `(` at `open` to its matching `)`. */
function argumentsAt(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(open, i + 1);
  }
  return text.slice(open);
}

/** Every roster write in one file's text, as "what: the line". */
function findRosterWrites(text: string): string[] {
  const found: string[] = [];
  const lineAt = (index: number) => text.slice(text.lastIndexOf('\n', index) + 1, text.indexOf('\n', index)).trim();
  const calls: [RegExp, string, ((args: string) => boolean)?][] = [
    [/\.team\.(create|createMany|createManyAndReturn|delete|deleteMany|upsert)\s*\(/g, 'creates or deletes teams'],
    [/\.rosterVersion\.(create|createMany|createManyAndReturn|update|updateMany|upsert|delete|deleteMany)\s*\(/g, 'writes roster versions'],
    [/\.player\.(create|createMany|createManyAndReturn|update|updateMany|upsert)\s*\(/g, "writes a player's team", (args) => /\bteamId\b|\bteam\s*:/.test(args)],
  ];
  for (const [pattern, what, when] of calls) {
    for (const match of text.matchAll(pattern)) {
      const args = argumentsAt(text, match.index + match[0].length - 1);
      if (!when || when(args)) found.push(`${what}: ${lineAt(match.index)}`);
    }
  }
  for (const match of text.matchAll(/\b(INSERT\s+INTO|DELETE\s+FROM)\s+teams\b|\bUPDATE\s+players\b[^`]*\bteam_id\s*=|\bINSERT\s+INTO\s+players\b[^`]*\bteam_id\b/gi)) {
    found.push(`writes rosters in SQL: ${lineAt(match.index)}`);
  }
  for (const match of text.matchAll(/import\s*{[^}]*\binsertPlayers\b[^}]*}\s*from\s*'[^']*insert-players\.js'/g)) {
    found.push(`inserts players onto teams: ${lineAt(match.index)}`);
  }
  return found;
}

describe('roster writes', () => {
  it('go through the rosters module only', () => {
    const outside = sourceFiles()
      .filter((file) => !file.startsWith(owner))
      .flatMap((file) => findRosterWrites(readFileSync(path.join(src, file), 'utf8')).map((write) => `${file} ${write}`));
    expect(outside).toEqual([]);
  });

  it("are recognised: a team's creation, a player's team set, a version, raw SQL", () => {
    const sample = [
      'await tx.team.createManyAndReturn({ data: rows });',
      'await db.player.update({ where: { id }, data: { name } });',
      'await db.player.updateMany({\n  where: { id: { in: ids } },\n  data: { teamId: null },\n});',
      'return db.rosterVersion.create({ data });',
      'await tx.$executeRaw`UPDATE players SET team_id = ${teamId} WHERE id = ${id}`;',
      "import { insertPlayers } from '../../lib/db/insert-players.js';",
    ].join('\n');
    expect(findRosterWrites(sample).map((write) => write.split(':')[0])).toEqual([
      'creates or deletes teams',
      'writes roster versions',
      "writes a player's team",
      'writes rosters in SQL',
      'inserts players onto teams',
    ]);
  });
});
