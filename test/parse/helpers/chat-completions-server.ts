// A local stand-in for an OpenAI-compatible chat-completions server (as Ollama, vLLM or LM Studio expose),
// on 127.0.0.1 with an ephemeral port. It answers like a self-hosted model would: it reads the text out of
// the prompt and fills the requested JSON with the offline extractor. Scripted failures test the error paths.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extractInvoiceFacts } from '../../../src/intelligent/parse/offline/index.js';

export type StandInReply = 'answer' | 'garbage' | { status: number };

export interface ReceivedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
}

export interface ChatCompletionsStandIn {
  /** Base URL to configure as EINVOICE_AI_BASE_URL (ends in /v1). */
  baseUrl: string;
  received: ReceivedRequest[];
  /** Replies for the next requests, in order; when used up, every request gets a real answer. */
  script(replies: StandInReply[]): void;
  close(): Promise<void>;
}

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  };
}

/** The user message's text between the triple quotes the prompt puts around it. */
function textOf(body: any): string {
  const user = (body.messages ?? []).filter((m: any) => m.role === 'user').pop();
  const content = typeof user?.content === 'string' ? user.content : (user?.content ?? []).map((p: any) => p.text ?? '').join('');
  return /"""\n([\s\S]*)\n"""/.exec(content)?.[1] ?? content;
}

export async function startChatCompletionsStandIn(): Promise<ChatCompletionsStandIn> {
  const received: ReceivedRequest[] = [];
  let queue: StandInReply[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : {};
      received.push({ path: req.url ?? '', headers: req.headers, body });
      const reply = queue.shift() ?? 'answer';
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      } else if (typeof reply === 'object') {
        res
          .writeHead(reply.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }));
      } else {
        const content =
          reply === 'garbage' ? 'Sure! Here is the invoice: {"invoice_number": ' : JSON.stringify(extractInvoiceFacts(textOf(body), 'en'));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(body.model, content)));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    script: (replies) => {
      queue = [...replies];
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
