/**
 * What other modules may use from people (decision 0038): nothing yet. The route table
 * (modules/index.ts) mounts this module's routers; anything another module needs goes here.
 */
export {};
