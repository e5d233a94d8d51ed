/**
 * What other modules may use from api-docs (decision 0038): nothing. The route table
 * (modules/index.ts) mounts this module's router; each module's routes are described in
 * routes/<area>.ts here, not by the modules themselves (decision 0181).
 */
export {};
