// An Upstash-REST-compatible bridge in front of a real Redis, so @upstash/redis and @upstash/ratelimit run
// unchanged in tests (production talks to Upstash itself). What it speaks, as @upstash/redis uses it:
//   POST /            body ["CMD", arg, …]            → {"result": …} or {"error": "…"} (400)
//   POST /pipeline    body [["CMD", …], …]            → [{"result": …} | {"error": …}, …]
//   POST /multi-exec  body [["CMD", …], …]            → the same, run inside MULTI/EXEC
// with `Authorization: Bearer <token>`; with `Upstash-Encoding: base64` every bulk string is base64.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';

export interface UpstashBridge {
  url: string;
  token: string;
  /** Commands received, for tests that want to see the client really went through here. */
  commandCount(): number;
  close(): Promise<void>;
}

type Reply = { result: unknown } | { error: string };

// Workaround: @upstash/ratelimit's scripts start with `#!lua flags=allow-key-locking`, a flag Upstash knows
// and Redis 7 refuses. The bridge drops it and remembers which SHA the client computed for the original text.
const UPSTASH_ONLY_FLAG = /^#!lua flags=allow-key-locking[^\n]*\n/;

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

function encodeResult(value: unknown, base64: boolean): unknown {
  if (Buffer.isBuffer(value)) return base64 ? value.toString('base64') : value.toString('utf8');
  if (Array.isArray(value)) return value.map((v) => encodeResult(v, base64));
  return value ?? null;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

export async function startUpstashBridge(redisUrl: string, token = 'test-upstash-token'): Promise<UpstashBridge> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const shaOfOriginal = new Map<string, string>();
  let commands = 0;

  /** The command as Redis accepts it: scripts without the Upstash-only flag, EVALSHA by the SHA Redis knows. */
  function adapt(command: unknown[]): string[] {
    const [name, ...args] = command.map((part) => (typeof part === 'string' ? part : JSON.stringify(part)));
    const upper = (name ?? '').toUpperCase();
    if (upper === 'EVAL' && args[0] && UPSTASH_ONLY_FLAG.test(args[0])) {
      const stripped = args[0].replace(UPSTASH_ONLY_FLAG, '');
      shaOfOriginal.set(sha1(args[0]), sha1(stripped));
      args[0] = stripped;
    }
    if (upper === 'EVALSHA' && args[0]) args[0] = shaOfOriginal.get(args[0]) ?? args[0];
    return [upper, ...args];
  }

  async function run(command: unknown[], base64: boolean): Promise<Reply> {
    commands++;
    try {
      const [name, ...args] = adapt(command);
      return { result: encodeResult(await redis.callBuffer(name!, ...args), base64) };
    } catch (error) {
      return { error: (error as Error).message };
    }
  }

  async function runTransaction(list: unknown[][], base64: boolean): Promise<Reply[]> {
    commands += list.length;
    const multi = redis.multi();
    for (const command of list) {
      const [name, ...args] = adapt(command);
      multi.callBuffer(name!, ...args);
    }
    const results = (await multi.exec()) ?? [];
    return results.map(([error, value]) => (error ? { error: error.message } : { result: encodeResult(value, base64) }));
  }

  const server: Server = createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${token}`) return reply(401, { error: 'Unauthorized' });
    const base64 = (req.headers['upstash-encoding'] ?? '').toString().toLowerCase() === 'base64';
    readJson(req)
      .then(async (body) => {
        const path = (req.url ?? '/').replace(/\/+$/, '');
        if (path === '/pipeline' || path === '/multi-exec') {
          if (!Array.isArray(body) || !body.every(Array.isArray)) return reply(400, { error: 'ERR a pipeline is an array of commands' });
          const list = body as unknown[][];
          return reply(200, path === '/pipeline' ? await Promise.all(list.map((c) => run(c, base64))) : await runTransaction(list, base64));
        }
        if (!Array.isArray(body)) return reply(400, { error: 'ERR a command is a JSON array' });
        const result = await run(body, base64);
        return reply('error' in result ? 400 : 200, result);
      })
      .catch((error: Error) => reply(400, { error: `ERR ${error.message}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    commandCount: () => commands,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      redis.disconnect();
    },
  };
}
