import fc from 'fast-check';

/** Nested objects or lists `depth` levels deep, built without recursion. */
export function deeplyNested(depth: number, kind: 'object' | 'array' = 'object'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = kind === 'object' ? { a: value } : [value];
  return value;
}

/** Values a hostile or careless client sends in place of a field (JSON bodies and queries). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    2 ** 31, -(2 ** 31) - 1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -1, 0, 0.5, -0.0001,
    '2147483648', '1e308', '-1', 'NaN', 'Infinity', '0x10',
    '0000-01-01', '9999-12-31', '2026-02-30', '1900-01-00', '31/12/2026', '2026-13-01T99:99:99Z',
    '', ' ', null, true, false, [], {}, [null], [[]], ['a', 1, null],
    '__proto__', 'constructor', { __proto__: { polluted: 1 } }, JSON.parse('{"__proto__": {"polluted": 1}}'), { constructor: { prototype: { polluted: 1 } } },
    'x'.repeat(10_000), '\u0000', '\uD800', "'; DROP TABLE players; --", '<script>alert(1)</script>', '../../etc/passwd',
    deeplyNested(200), deeplyNested(200, 'array'),
  ),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 300 }),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  fc.object({ maxDepth: 2 }),
);

/** Values for a path segment that should be an id. */
export const hostilePathId = fc.constantFrom('2147483648', '99999999999999999999', '-1', '0', '1e308', '1.5', '%00', '__proto__', 'NaN', 'x'.repeat(300));

/** Values for query-string fields (always text on the wire). */
export const hostileQueryValue = fc.oneof(
  fc.constantFrom('2147483648', '-1', '1e308', '9007199254740993', 'NaN', '', '0000-01-01', '__proto__', 'x'.repeat(5000), 'true', 'null', '[]', '{}'),
  fc.string({ maxLength: 100 }),
);
