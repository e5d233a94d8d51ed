import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readReadmeMap } from '../../../../testing/readme-map.js';

// As the other optimizers': the README's map is how a newcomer reads the module, so it must name what is there.
const { sourceFiles, mappedFiles, missingFromDisk } = readReadmeMap(fileURLToPath(new URL('..', import.meta.url)));

describe("the officials optimizer README's map", () => {
  it('names every source file under its folder', () => {
    const mapped = new Set(mappedFiles());
    expect(sourceFiles().filter((file) => !mapped.has(file))).toEqual([]);
  });

  it('names no file that is not there', () => {
    expect(missingFromDisk()).toEqual([]);
  });
});
