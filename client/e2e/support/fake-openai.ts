import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// An OpenAI-compatible chat-completions endpoint on 127.0.0.1, so the real `openai`
// client in the server talks HTTP to something that answers like a model would.
const sampleQuestions = [
  {
    question_text: 'How many seconds does a team have to attempt a shot for a field goal?',
    question_type: 'multiple_choice',
    options: ['24 seconds', '30 seconds', '14 seconds', '20 seconds'],
    correct_answer: '24 seconds',
    explanation: 'The shot clock gives a team 24 seconds to attempt a shot for a field goal.',
    rule_reference: 'FIBA Official Basketball Rules, Art. 29',
  },
  {
    question_text: 'A player is disqualified after committing 5 fouls.',
    question_type: 'true_false',
    options: [],
    correct_answer: 'true',
    explanation: 'A player who has committed 5 fouls must leave the game.',
    rule_reference: 'FIBA Official Basketball Rules, Art. 40',
  },
  {
    question_text: 'Within how many seconds must a team move the ball into its frontcourt?',
    question_type: 'single_choice',
    options: ['5 seconds', '8 seconds', '10 seconds'],
    correct_answer: '8 seconds',
    explanation: 'A team in control of a live ball in its backcourt must bring it to the frontcourt within 8 seconds.',
    rule_reference: 'FIBA Official Basketball Rules, Art. 28',
  },
];

/** As many questions as the prompt asks for ("Write exactly N …"), of the types it allows. */
function answerFor(messages: { content?: unknown }[]) {
  const text = messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
  const count = Number(/exactly (\d+)/.exec(text)?.[1] ?? sampleQuestions.length);
  const allowed = sampleQuestions.filter((q) => text.includes(q.question_type));
  const pool = allowed.length ? allowed : sampleQuestions;
  return Array.from({ length: count }, (_, i) => {
    const base = pool[i % pool.length]!;
    const round = Math.floor(i / pool.length);
    return round === 0 ? base : { ...base, question_text: `${base.question_text} (variant ${round + 1})` };
  });
}

export async function startFakeOpenAi(): Promise<{ baseUrl: string; server: Server }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const request = JSON.parse(body || '{}') as { model?: string; messages?: { content?: unknown }[] };
      const content = JSON.stringify({ questions: answerFor(request.messages ?? []) });
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-e2e',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: request.model ?? 'fake-model',
          choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
          usage: { prompt_tokens: 10, completion_tokens: 100, total_tokens: 110 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, server };
}
