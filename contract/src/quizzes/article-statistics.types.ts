/** One question under a rule article, as referees' first attempts answered it. */
export interface ArticleQuestionDto {
  question_id: number;
  question_text: string;
  rule_reference: string;
  /** Answers in referees' first attempts. */
  answers: number;
  /** Share right (0 to 1); null below `min_answers` answers. */
  facility: number | null;
}

/** One rule article (e.g. "25.2") or a whole article (e.g. "25") across every quiz of the league. */
export interface ArticleStatisticDto {
  /** The article number as cited, normalised: "Art. 25.2", "article 25.2" and "25.2" are all "25.2". */
  article: string;
  /** Its top-level article: "25" for "25.2" (and for "25"). */
  top_article: string;
  /** Distinct questions citing it that referees were asked. */
  questions: number;
  /** Answers to those questions in referees' first attempts (what the figures below read). */
  answers: number;
  /** false: fewer than `min_answers` answers, so facility and discrimination are null. */
  enough_answers: boolean;
  /** Share of those answers that were right (0 to 1). */
  facility: number | null;
  /**
   * The per-question item analysis (decision 0023) pooled over the article's questions: the
   * correlation (-1 to 1) of getting one of them right with the share right on the rest of
   * the attempt. null below `min_answers` or when it can't be computed (no variation).
   */
  discrimination: number | null;
  /** Up to 3 of its questions, lowest share right first (those below `min_answers` last). */
  weakest_questions: ArticleQuestionDto[];
}

/** GET quizzes/statistics/articles/: worst facility first; articles with too few answers last. */
export interface ArticleStatisticsDto {
  from: string | null;
  to: string | null;
  /** Below this many answers an article (or question) gets no share or correlation. */
  min_answers: number;
  /** Referees' first attempts counted (one per referee and quiz, submitted in the range). */
  attempts: number;
  /** By article number as cited ("25.2", "25.2.1", or "25" when only the article is cited). */
  articles: ArticleStatisticDto[];
  /** Grouped by top-level article ("25" holds 25, 25.2 and 25.2.1). */
  top_articles: ArticleStatisticDto[];
  /** Questions answered in the range whose rule reference cites no article number. */
  questions_without_article: number;
}
