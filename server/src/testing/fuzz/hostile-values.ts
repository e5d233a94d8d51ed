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
    'x'.repeat(10_000), '\u0000', 'Ann\u0000Lee', '\uD800', "'; DROP TABLE players; --", '<script>alert(1)</script>', '../../etc/passwd',
    5e-324, -5e-324, 2.2e-308, '5e-324',
    deeplyNested(200), deeplyNested(200, 'array'),
  ),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 300 }),
  // Any ASCII character, NUL and the other controls included (fc.string draws printable ones only).
  fc.string({ unit: 'binary-ascii', maxLength: 50 }),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  fc.object({ maxDepth: 2 }),
);

/** Values for a path segment that should be an id. */
export const hostilePathId = fc.constantFrom('2147483648', '99999999999999999999', '-1', '0', '1e308', '1.5', '%00', '__proto__', 'NaN', 'x'.repeat(300));

/** Values for query-string fields (always text on the wire). */
export const hostileQueryValue = fc.oneof(
  fc.constantFrom('2147483648', '-1', '1e308', '9007199254740993', 'NaN', '', '0000-01-01', '__proto__', 'x'.repeat(5000), 'true', 'null', '[]', '{}', 'Ann\u0000', '\u0000', '5e-324'),
  fc.string({ maxLength: 100 }),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }),
);

/**
 * Values each found a 500 once (issue 23). Random draws hit one field with one of them too
 * rarely, so the fuzz test also sends every one to every field of every endpoint.
 */
export const sharpValues: unknown[] = ['Ann\u0000Lee', { ['key\u0000']: 'x' }, 5e-324, 2.2e-308, 2 ** 31];
export const sharpQueryValues = ['Ann\u0000', '2147483648', '5e-324'];

/** Files a hostile or careless uploader sends: each must be refused (or read) with a 400, never a 500. */
export const hostileFiles: { name: string; content: Buffer }[] = [
  { name: 'deep.xml', content: Buffer.from(`<?xml version="1.0"?><quiz>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</quiz>`) },
  { name: 'nul.csv', content: Buffer.from('name,shooting\nAnn\u0000,5\n') },
  { name: 'nul.gift', content: Buffer.from('Is it\u0000 a foul?{T}\n') },
  { name: 'nul-ref.xml', content: Buffer.from('<?xml version="1.0"?><quiz><question type="truefalse"><questiontext><text>Foul&#0;?</text></questiontext><answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question></quiz>') },
  { name: 'utf16.csv', content: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('name,shooting\nAnn,5\n', 'utf16le')]) },
  { name: 'empty.csv', content: Buffer.alloc(0) },
];
