import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';

// The package's own entry imports its .wasm file as an ES module, which Node refuses;
// so the module is compiled and wired here by hand, once per process. The glue module is one per
// process even when this file is loaded twice (vitest loads each project's global setup on its
// own), and wiring it to a second instance would pull the memory from under the first; so the
// wiring is kept on the process, not on this module.
const require = createRequire(import.meta.url);
type Bindings = typeof import('@prisma/schema-engine-wasm/schema_engine_bg'); // eslint-disable-line @typescript-eslint/consistent-type-imports
const bindingsKey = Symbol.for('league.schema-engine-bindings');
const processSlots = globalThis as unknown as Record<symbol, Promise<Bindings> | undefined>;

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
  processSlots[bindingsKey] ??= loadBindings();
  const glue = await processSlots[bindingsKey];
  return glue.SchemaEngine.new(
    { datamodels: [[schema.path, schema.content]] },
    log,
    bindMigrationAwareSqlAdapterFactory(adapterFactory),
  );
}
