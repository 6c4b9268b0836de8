import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**', '.data/**', 'examples/**/node_modules/**'],
    // After each file: no API key or personal value in any log line of its in-process servers.
    setupFiles: ['test/helpers/log-scan.setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    // Schematron compilation and conformance suites are CPU-heavy: two workers match the 2-core machine.
    maxWorkers: 2,
  },
});
