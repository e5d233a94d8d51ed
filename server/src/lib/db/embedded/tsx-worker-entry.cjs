// Under tsx (dev, tests, benches) a worker's entry cannot be TypeScript and an ES module
// entry does not see tsx's hooks; require from a CommonJS entry does (as piscina loads ours).
/* global require */
/* eslint-disable @typescript-eslint/no-require-imports */
require(require('node:worker_threads').workerData.tsEntry);
