/**
 * What other modules may use from evaluations (decision 0038): nothing yet. The route table
 * (modules/index.ts) mounts this module's routers; the numbers live in aggregate/ (decision 0056).
 */
export {};
