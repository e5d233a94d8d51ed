import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readReadmeMap } from '../../../../testing/readme-map.js';

// Issue 25: the README's map is how a newcomer reads the optimizer, so it must name what is there.
const { map, sourceFiles, mappedFiles, missingFromDisk } = readReadmeMap(fileURLToPath(new URL('..', import.meta.url)));

describe("the optimizer README's map", () => {
  it('names every source file under its folder (terms are named in their folder line)', () => {
    const mapped = new Set(mappedFiles());
    const terms = /terms\/\s+one file per term: ([^\n]+\n[^\n]+)/.exec(map)?.[1] ?? '';
    const missing = sourceFiles().filter((file) => (file.startsWith('score/terms/') ? !terms.includes(path.basename(file, '.ts').split('-')[0]!) : !mapped.has(file)));
    expect(missing).toEqual([]);
  });

  it('names no file that is not there', () => {
    expect(missingFromDisk()).toEqual([]);
  });
});
