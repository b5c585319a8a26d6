import { cleanup } from '@testing-library/react';
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
