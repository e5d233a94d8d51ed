import path from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docsDir, exists, relativeLinks } from '../testing/markdown-docs.js';

// Every decision record says when it was written and whether it still holds, names only records
// that exist, and is one line of the index (docs/decisions/README.md), so a newcomer can find it.
const dir = path.join(docsDir, 'decisions');
const records = readdirSync(dir).filter((file) => /^\d{4}-.+\.md$/.test(file) && !file.startsWith('0000-'));
const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
const numberOf = (file: string) => file.slice(0, 4);
const known = new Set(records.map(numberOf));
const headerLine = (text: string, name: string) => text.split('\n').slice(0, 12).find((line) => line.startsWith(`${name}: `));
const recordLink = /^\[(\d{4})\]\((\d{4}-[^)]+\.md)\)$/;

/** What a Status line says, or a sentence naming what is wrong with it. */
function readStatus(line: string): { kind: 'Accepted' | 'Proposed' } | { kind: 'Superseded'; by: string[] } | { error: string } {
  const value = line.slice('Status: '.length);
  if (value === 'Accepted' || value === 'Proposed') return { kind: value };
  const superseded = /^Superseded by (.+)$/.exec(value);
  const links = superseded?.[1]!.split(', ').map((part) => recordLink.exec(part));
  if (!links || links.some((m) => !m || m[2]!.slice(0, 4) !== m[1])) {
    return {
      error: `"${line}" is not "Status: Accepted", "Status: Proposed" or "Status: Superseded by [NNNN](NNNN-title.md)" (what a record amends goes on an "Amends: [NNNN](NNNN-title.md) (what)" line below it)`,
    };
  }
  return { kind: 'Superseded', by: links.map((m) => m![1]!) };
}

describe('decision records', () => {
  it('each starts "# NNNN: Title" with its own number, then a Date line (YYYY-MM-DD) and a Status line in one of the template\'s forms', () => {
    const problems = records.flatMap((file) => {
      const text = read(file);
      const heading = text.startsWith(`# ${numberOf(file)}: `) ? [] : [`${file}: the first line is not "# ${numberOf(file)}: Title"`];
      const date = headerLine(text, 'Date');
      const status = headerLine(text, 'Status');
      const found: string[] = [...heading];
      if (!date || !/^Date: \d{4}-\d{2}-\d{2}$/.test(date)) found.push(`${file}: no "Date: YYYY-MM-DD" line under the title`);
      if (!status) found.push(`${file}: no "Status:" line under the title`);
      else {
        const parsed = readStatus(status);
        if ('error' in parsed) found.push(`${file}: ${parsed.error}`);
      }
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('name only records that exist, in their Status, Amends and Amended by lines', () => {
    const problems = records.flatMap((file) => {
      const text = read(file);
      const lines = ['Status', 'Amends', 'Amended by'].map((name) => headerLine(text, name) ?? '').join('\n');
      // Record numbers start with 0 (0001-0999); other four-digit numbers (Windows-1252) are not records.
      const named = [...lines.matchAll(/(?<![\w-])(0\d{3})(?![\w-])/g)].map((m) => m[1]!);
      const linked = [...lines.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);
      return [
        ...named.filter((n) => !known.has(n)).map((n) => `${file} names ${n}, which is not a record`),
        ...linked.filter((target) => !records.includes(target)).map((target) => `${file} links to ${target}, which is not a record`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('are each one line of the index, with their status', () => {
    const index = read('README.md').split('\n');
    const problems = records.flatMap((file) => {
      const lines = index.filter((line) => line.includes(`](${file})`));
      if (lines.length !== 1) return [`${file} is on ${lines.length} lines of docs/decisions/README.md (one expected)`];
      const status = readStatus(headerLine(read(file), 'Status') ?? '');
      if ('error' in status) return [];
      const expected = status.kind === 'Superseded' ? `Superseded by ${status.by.join(', ')}` : status.kind;
      return lines[0]!.includes(expected) ? [] : [`the index line of ${file} does not say "${expected}"`];
    });
    expect(problems).toEqual([]);
  });

  it('the index links only to files that are there', () => {
    const gone = relativeLinks(read('README.md')).filter((target) => !exists(path.join(dir, target)));
    expect(gone).toEqual([]);
  });
});
