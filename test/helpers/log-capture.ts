// Every log line the in-process test servers write is kept here, so the log scan that runs after each test
// file (test/helpers/log-scan.setup.ts) can prove no API key or personal value ever reaches a log.
import type { Logger, LogLine } from '../../src/http/logger.js';

export const capturedLogLines: string[] = [];

export const capturingLogger: Logger = {
  log(line: LogLine) {
    capturedLogLines.push(JSON.stringify(line));
  },
};
