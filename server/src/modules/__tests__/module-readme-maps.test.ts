import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readReadmeMap } from '../../testing/readme-map.js';

// The large modules' READMEs are how a newcomer finds their way in: their maps must name what is there.
// A folder with a README of its own (the optimizers) is left to that README's map.
const modules: [string, string[]][] = [
  ['people', []],
  ['publishing', []],
  ['evaluations', []],
  ['balancing', ['optimizer']],
  ['rosters', []],
];

describe.each(modules)("the %s module README's map", (module, skip) => {
  const { sourceFiles, mappedFiles, missingFromDisk } = readReadmeMap(fileURLToPath(new URL(`../${module}`, import.meta.url)), { skip });

  it('names every source file of the module', () => {
    const mapped = new Set(mappedFiles());
    expect(sourceFiles().filter((file) => !mapped.has(file))).toEqual([]);
  });

  it('names no file that is not there', () => {
    expect(missingFromDisk()).toEqual([]);
  });
});
