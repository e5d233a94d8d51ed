import type { PreparedRules } from './rules.js';

/**
 * Small ids for kinds keys, per rules object (a key is a large number; an id indexes a bucket).
 * An open-addressing table on typed arrays: a Map would box each key read from a Float64Array.
 */
interface KindIds {
  count: number;
  slots: Float64Array;
  ids: Int32Array;
}
const kindIdTables = new WeakMap<PreparedRules, KindIds>();

export function kindIdsOf(rules: PreparedRules): KindIds {
  let table = kindIdTables.get(rules);
  if (!table) kindIdTables.set(rules, (table = { count: 0, slots: new Float64Array(1024).fill(-1), ids: new Int32Array(1024) }));
  return table;
}

/** Each key's id into `ids` (as many as it holds), new keys numbered as they come. */
export function fillKindIds(rules: PreparedRules, keys: Float64Array, ids: Int32Array): void {
  const table = kindIdsOf(rules);
  for (let s = 0; s < ids.length; s++) ids[s] = kindId(table, keys[s]!);
}

function kindId(table: KindIds, key: number): number {
  if (2 * (table.count + 1) > table.slots.length) rehash(table);
  const mask = table.slots.length - 1;
  let at = (key % 1_000_003) & mask;
  while (table.slots[at] !== -1) {
    if (table.slots[at] === key) return table.ids[at]!;
    at = (at + 1) & mask;
  }
  table.slots[at] = key;
  table.ids[at] = table.count;
  return table.count++;
}

function rehash(table: KindIds): void {
  const { slots, ids } = table;
  const mask = 2 * slots.length - 1;
  [table.slots, table.ids] = [new Float64Array(2 * slots.length).fill(-1), new Int32Array(2 * slots.length)];
  for (let x = 0; x < slots.length; x++) {
    if (slots[x] === -1) continue;
    let at = (slots[x]! % 1_000_003) & mask;
    while (table.slots[at] !== -1) at = (at + 1) & mask;
    [table.slots[at], table.ids[at]] = [slots[x]!, ids[x]!];
  }
}
