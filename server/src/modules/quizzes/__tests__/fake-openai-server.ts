import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeReply {
  status?: number;
  /** The assistant message text of a chat.completion answer. */
  content?: string;
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[]; response_format?: { type: string } };
}

/**
 * A tiny OpenAI-compatible server on 127.0.0.1: POST /v1/chat/completions answers the next
 * queued reply (or the last one again) and records every request for the test to read.
 */
export async function startFakeOpenAi() {
  const requests: RecordedRequest[] = [];
  let queue: FakeReply[] = [];
  let last: FakeReply = { status: 500 };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw || '{}') });
      const reply = queue.shift() ?? last;
      last = reply;
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
      if ((reply.status ?? 200) >= 400) {
        res.end(JSON.stringify({ error: { message: 'upstream failure', type: 'server_error' } }));
        return;
      }
      res.end(JSON.stringify(chatCompletion(reply.content ?? '')));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Replaces the queue; the last reply repeats for any further request. */
    replyWith(...replies: FakeReply[]) {
      queue = [...replies];
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function chatCompletion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

export const questionsJson = (questions: unknown[]) => JSON.stringify({ questions });
