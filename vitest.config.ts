import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**', '.data/**', 'examples/**/node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    // Schematron compilation and conformance suites are CPU-heavy: two workers match the 2-core machine.
    maxWorkers: 2,
  },
});
