/**
 * What other modules may use from fairness-report (decision 0038): nothing yet. The route table
 * (modules/index.ts) mounts this module's router; anything another module needs goes here.
 */
export {};
