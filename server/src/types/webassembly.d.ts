// @types/node for Node 20 has no WebAssembly global; this is the part the schema-engine loader uses.
declare namespace WebAssembly {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Module {}
  interface Instance {
    readonly exports: Record<string, unknown>;
  }
  type Imports = Record<string, Record<string, unknown>>;
  const Module: {
    imports(module: Module): { module: string; name: string; kind: string }[];
  };
  function compile(bytes: Uint8Array): Promise<Module>;
  function instantiate(module: Module, imports?: Imports): Promise<Instance>;
}
