// Slow clients: the server as users run it cuts a client that never finishes its headers.
// Mostly waiting (the 15 s header timeout), so it sits in a file of its own and runs beside the others.
import { describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcessServer } from '../helpers/process-server.js';

describe('slow clients', () => {
  it('a client trickling its headers gets 408 and is disconnected after the 15 s header timeout', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hardening-slow-'));
    const server = await startProcessServer({ EINVOICE_DATA_DIR: dataDir });
    try {
      const started = Date.now();
      const outcome = await new Promise<{ firstLine: string; closedAfterMs: number }>((resolve) => {
        let firstLine = '';
        const socket = connect(Number(new URL(server.url).port), '127.0.0.1', () => {
          socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n');
          const drip = setInterval(() => socket.write('X'), 1000);
          socket.on('close', () => {
            clearInterval(drip);
            resolve({ firstLine, closedAfterMs: Date.now() - started });
          });
        });
        socket.on('data', (chunk) => (firstLine ||= String(chunk).split('\r\n')[0]!));
        socket.on('error', () => undefined);
      });
      expect(outcome.firstLine).toBe('HTTP/1.1 408 Request Timeout');
      expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(14_000);
      expect(outcome.closedAfterMs).toBeLessThan(20_000);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
