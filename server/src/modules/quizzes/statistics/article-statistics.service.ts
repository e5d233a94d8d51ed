import type { ArticleQuestionDto, ArticleStatisticDto, ArticleStatisticsDto, ArticleStatisticsQuery } from '@league/contract';
import type { LeagueContext } from '../../../lib/permissions.js';
import { referenceArticles, topLevelArticle } from '../ai/cited-articles.js';
import { analyzeGroups, analyzeItems, minAttemptsForFlags, type ItemResponse } from './item-analysis.js';
import { listFirstAttemptAnswers, type FirstAttemptAnswerRow } from './statistics.repository.js';

/** Below this many answers a share or a correlation says little (the same bar as decision 0023's flags). */
export const minAnswersPerArticle = minAttemptsForFlags;
const weakestShown = 3;

const round3 = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);
const enough = (answers: number) => answers >= minAnswersPerArticle;

interface Asked {
  text: string;
  reference: string;
  articles: string[];
}

/**
 * Item statistics per rule article across every quiz of the league (decision 0083): the
 * per-question item analysis over referees' first attempts, pooled by the article numbers each
 * question's rule reference cites ("Art. 25.2", "article 25.2" and "25.2" alike), both per
 * article as cited and per top-level article. Worst facility first, so the rules referees miss
 * lead; articles with too few answers carry no figures and go last.
 */
export async function getArticleStatistics({ db, leagueId }: LeagueContext, query: ArticleStatisticsQuery): Promise<ArticleStatisticsDto> {
  const rows = await listFirstAttemptAnswers(db, leagueId, {
    ...(query.from ? { from: new Date(`${query.from}T00:00:00.000Z`) } : {}),
    ...(query.to ? { to: new Date(`${query.to}T23:59:59.999Z`) } : {}),
  });
  const asked = latestSnapshots(rows);
  const responses: ItemResponse[] = rows.map((r) => ({ attemptId: r.attempt_id, questionId: r.question_id, correct: r.correct }));
  const articlesOf = (r: ItemResponse) => asked.get(r.questionId)!.articles;
  const topsOf = (r: ItemResponse) => [...new Set(articlesOf(r).map(topLevelArticle))];
  const perQuestion = analyzeItems(responses);
  const build = (groupsOf: (r: ItemResponse) => string[]) => {
    const stats = analyzeGroups(responses, groupsOf);
    const questionsBy = new Map<string, Set<number>>();
    for (const r of responses) for (const key of groupsOf(r)) questionsBy.set(key, (questionsBy.get(key) ?? new Set()).add(r.questionId));
    return [...stats].map(([key, item]): ArticleStatisticDto => {
      const questionIds = [...questionsBy.get(key)!];
      const weakest = questionIds
        .map((id) => toQuestion(id, asked.get(id)!, perQuestion.get(id)!))
        .sort((a, b) => byWorstFacility(a, b) || a.question_id - b.question_id)
        .slice(0, weakestShown);
      const counted = enough(item.attempts);
      return {
        article: key,
        top_article: topLevelArticle(key),
        questions: questionIds.length,
        answers: item.attempts,
        enough_answers: counted,
        facility: counted ? round3(item.facilityIndex) : null,
        discrimination: counted ? round3(item.discriminationIndex) : null,
        weakest_questions: weakest,
      };
    }).sort(byWorstArticle);
  };
  return {
    from: query.from ?? null,
    to: query.to ?? null,
    min_answers: minAnswersPerArticle,
    attempts: new Set(rows.map((r) => r.attempt_id)).size,
    articles: build(articlesOf),
    top_articles: build(topsOf),
    questions_without_article: [...asked.values()].filter((q) => q.articles.length === 0).length,
  };
}

/** Each question as its latest counted attempt asked it (the text and reference may have been edited since). */
function latestSnapshots(rows: FirstAttemptAnswerRow[]): Map<number, Asked> {
  const latest = new Map<number, FirstAttemptAnswerRow>();
  for (const r of rows) {
    const seen = latest.get(r.question_id);
    if (!seen || r.attempt_id > seen.attempt_id) latest.set(r.question_id, r);
  }
  return new Map([...latest].map(([id, r]) => [id, { text: r.question_text, reference: r.rule_reference, articles: referenceArticles(r.rule_reference) }]));
}

function toQuestion(id: number, q: Asked, item: { attempts: number; facilityIndex: number | null }): ArticleQuestionDto {
  return {
    question_id: id,
    question_text: q.text,
    rule_reference: q.reference,
    answers: item.attempts,
    facility: enough(item.attempts) ? round3(item.facilityIndex) : null,
  };
}

/** Lowest share right first; figures withheld (too few answers) go last, most answered first. */
function byWorstFacility(a: { facility: number | null; answers: number }, b: { facility: number | null; answers: number }): number {
  if (a.facility === null || b.facility === null) return a.facility === null && b.facility === null ? b.answers - a.answers : a.facility === null ? 1 : -1;
  return a.facility - b.facility || b.answers - a.answers;
}

const byWorstArticle = (a: ArticleStatisticDto, b: ArticleStatisticDto) =>
  byWorstFacility(a, b) || a.article.localeCompare(b.article, 'en', { numeric: true });
