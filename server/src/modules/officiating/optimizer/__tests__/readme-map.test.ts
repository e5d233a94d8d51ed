import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { goneFiles, mappedFiles, readMap, sourceFiles } from '../../../../testing/readme-map.js';

// As the balancing optimizer's: the README's map is how a newcomer reads the module, so it must name what is there.
const root = fileURLToPath(new URL('..', import.meta.url));
const map = readMap(root);

describe("the officials optimizer README's map", () => {
  it('names every source file under its folder', () => {
    const mapped = new Set(mappedFiles(map));
    expect(sourceFiles(root).filter((file) => !mapped.has(file))).toEqual([]);
  });

  it('names no file that is not there', () => {
    expect(goneFiles(root, map)).toEqual([]);
  });
});
