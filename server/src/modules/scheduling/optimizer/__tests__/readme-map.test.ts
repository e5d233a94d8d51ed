import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readReadmeMap } from '../../../../testing/readme-map.js';

const { sourceFiles, mappedFiles, missingFromDisk } = readReadmeMap(fileURLToPath(new URL('..', import.meta.url)));

describe("the schedule optimizer README's map", () => {
  it('names every source file under its folder', () => {
    const mapped = new Set(mappedFiles());
    expect(sourceFiles().filter((file) => !mapped.has(file))).toEqual([]);
  });

  it('names no file that is not there', () => {
    expect(missingFromDisk()).toEqual([]);
  });
});
