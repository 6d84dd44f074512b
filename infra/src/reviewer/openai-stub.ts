import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible chat-completions API (OpenAI, Ollama, vLLM), for tests: the official SDK
 * talks to it over HTTP at `{url}/v1`. It checks the bearer key, answers the configured content as the assistant's
 * message, records every call, and can be told to fail or never answer the next calls.
 */
export type OpenAiStub = {
  url: string;
  /** every request received, in order: its path, bearer key and parsed JSON body */
  calls: { method: string; path: string; apiKey: string | null; body: Record<string, unknown> }[];
  /** what the model answers from now on (`choices[0].message.content`); an object is sent as its JSON */
  answerWith(content: unknown): void;
  /** the next `times` completions answer `content` instead, before the standing answer is back */
  answerNextWith(content: unknown, times?: number): void;
  /** the next `times` completions answer `status` with an OpenAI error body */
  failNext(status: number, times?: number): void;
  /** the next `times` completions are never answered: the connection stays open until the client gives up */
  hangNext(times?: number): void;
  close(): Promise<void>;
};

export type OpenAiStubOptions = {
  /** the bearer key every call must carry; null takes any key or none, as Ollama does */
  apiKey?: string | null;
};

type Reply = { kind: 'answer'; content: string } | { kind: 'error'; status: number } | { kind: 'hang' };

const asContent = (content: unknown): string => (typeof content === 'string' ? content : JSON.stringify(content));

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const openAiError = (res: ServerResponse, status: number, message: string, type: string, code: string | null = null) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type, param: null, code } }));
};

const parseJson = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

export const startOpenAiStub = async (options: OpenAiStubOptions = {}): Promise<OpenAiStub> => {
  const apiKey = options.apiKey === undefined ? 'sk-stub-key' : options.apiKey;
  let standing: Reply = { kind: 'answer', content: '{}' };
  const queued: Reply[] = [];
  const queue = (reply: Reply, times: number) => {
    for (let i = 0; i < times; i += 1) queued.push(reply);
  };
  const calls: OpenAiStub['calls'] = [];
  let counter = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
    const body = parseJson(await readBody(req));
    calls.push({ method: req.method ?? 'GET', path, apiKey: bearer, body });
    if (apiKey !== null && bearer !== apiKey) {
      return openAiError(res, 401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
    }
    if (req.method !== 'POST' || !/^(\/v1)?\/chat\/completions$/.test(path)) {
      return openAiError(res, 404, `Unknown request URL: ${req.method} ${path}.`, 'invalid_request_error', 'unknown_url');
    }
    const reply = queued.shift() ?? standing;
    if (reply.kind === 'hang') return;
    if (reply.kind === 'error') return openAiError(res, reply.status, 'The stub was told to fail this call.', 'server_error');
    counter += 1;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: `chatcmpl-stub-${counter}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: typeof body.model === 'string' ? body.model : 'stub',
        choices: [{ index: 0, message: { role: 'assistant', content: reply.content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => openAiError(res, 500, error instanceof Error ? error.message : String(error), 'server_error'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    answerWith: (content) => void (standing = { kind: 'answer', content: asContent(content) }),
    answerNextWith: (content, times = 1) => queue({ kind: 'answer', content: asContent(content) }, times),
    failNext: (status, times = 1) => queue({ kind: 'error', status }, times),
    hangNext: (times = 1) => queue({ kind: 'hang' }, times),
    close: () =>
      new Promise((resolve) => {
        // The calls left hanging keep their sockets open; close them so the server can stop.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
