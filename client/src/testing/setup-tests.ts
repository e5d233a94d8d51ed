import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor poll against the wall clock (1 s by default). On a loaded 2-core machine a
// test's first msw answer plus one MUI render took 1.5-8 s (load 20-28, issue 27's flaky
// "View Players of Hawks"), so a correct page failed for want of CPU, not of behaviour. The
// wait now matches what a starved machine needs; each test is still bounded by testTimeout.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
