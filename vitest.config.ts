import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/**/*.test.{ts,tsx}', 'contract-tests/**/*.test.ts', 'sdk/test/**/*.test.ts', 'examples/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The dataset is large; forks keep memory per worker bounded on the 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
  },
});
