import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';

// The package's own entry imports its .wasm file as an ES module, which Node refuses;
// so the module is compiled and wired here by hand, once per process.
const require = createRequire(import.meta.url);
type Bindings = typeof import('@prisma/schema-engine-wasm/schema_engine_bg'); // eslint-disable-line @typescript-eslint/consistent-type-imports
let bindings: Promise<Bindings> | undefined;

async function loadBindings() {
  const bgPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  const glue = await import('@prisma/schema-engine-wasm/schema_engine_bg');
  const module = await WebAssembly.compile(await readFile(bgPath.replace(/\.js$/, '.wasm')));
  const imports: Record<string, Record<string, unknown>> = {};
  for (const entry of WebAssembly.Module.imports(module)) {
    imports[entry.module] ??= {};
    imports[entry.module]![entry.name] = (glue as Record<string, unknown>)[entry.name];
  }
  const instance = await WebAssembly.instantiate(module, imports as WebAssembly.Imports);
  const exports = instance.exports as Record<string, unknown> & { __wbindgen_start: () => void };
  glue.__wbg_set_wasm(exports);
  exports.__wbindgen_start();
  return glue;
}

export interface SchemaFile {
  path: string;
  content: string;
}

/** Opens Prisma's migration engine on the same driver adapter the app queries through. */
export async function openSchemaEngine(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  schema: SchemaFile,
  log: (message: string) => void = () => {},
): Promise<SchemaEngine> {
  bindings ??= loadBindings();
  const glue = await bindings;
  return glue.SchemaEngine.new(
    { datamodels: [[schema.path, schema.content]] },
    log,
    bindMigrationAwareSqlAdapterFactory(adapterFactory),
  );
}
