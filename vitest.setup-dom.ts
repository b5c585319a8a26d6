import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// spec habit (Epic Stack): a test that logs a console error fails.
const originalError = console.error;
afterEach(() => {
  cleanup();
});
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
};
vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);

// findBy and waitFor wait for a condition; 1 s (the library's default) ran out on a loaded
// 2-core machine before a lazily loaded table rendered. A condition never met still fails.
configure({ asyncUtilTimeout: 10_000 });
