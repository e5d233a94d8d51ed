import type { AiTopicDto, GenerateQuestionsInput } from '@league/contract';
import type { LeagueContext } from '../../../lib/permissions.js';
import { toBankQuestionDto } from '../bank/bank.dto.js';
import { toQuestionData } from '../question-data.js';
import { createDrafts, listBankTexts } from './ai.repository.js';
import { sourceArticles } from './cited-articles.js';
import { generateQuestions } from './generate-questions.js';
import type { QuestionModel } from './openai-client.js';
import { checkGeneratedQuestion } from './question-checks.js';
import { toComparable } from './text-similarity.js';

/**
 * Generates questions, checks each one (citation, key, options, duplicates) and saves them all
 * as bank drafts: the review queue. Nothing reaches a quiz until a manager approves it.
 */
export async function generateBankDrafts(ctx: LeagueContext, model: QuestionModel, input: GenerateQuestionsInput, topic: AiTopicDto | undefined) {
  // A custom prompt overrides the topic's description; rule text alone is a subject too.
  const subject = input.prompt || (topic ? `${topic.title}: ${topic.description}` : 'the rule text below');
  const generated = await generateQuestions(model, {
    subject,
    count: input.num_questions,
    types: input.question_types,
    sourceText: input.source_text || undefined,
    edition: input.edition || undefined,
  });
  const bank = (await listBankTexts(ctx.db, ctx.leagueId)).map((q) => toComparable(q.id, q.questionText));
  const context = { sourceArticles: input.source_text ? sourceArticles(input.source_text) : null, bank };
  const checked = generated.questions.map((q) => ({ q, checks: checkGeneratedQuestion(q, context) }));
  const rows = checked.map(({ q, checks }, i) => ({
    ...toQuestionData({ ...q, category: topic?.title ?? '', edition: input.edition ?? '' }, i + 1),
    // Plain objects: Prisma's JSON input type takes no interface.
    checks: checks.map((c) => ({ name: c.name, passed: c.passed, reason: c.reason })),
    status: 'draft' as const,
    source: 'ai' as const,
  }));
  const saved = await createDrafts(ctx.db, ctx.leagueId, rows);
  // Fresh drafts are in no quiz and have no flags yet.
  const questions = saved.map((row) => toBankQuestionDto({ ...row, quiz: null, _count: { flags: 0 } }));
  return { questions, dropped: generated.dropped, subject, flagged: checked.filter((c) => c.checks.some((check) => !check.passed)).length };
}

