import type { EvaluationMethod } from './evaluations.schemas.js';

export interface EvaluationScaleDto {
  min: number;
  max: number;
  step: number;
}

export interface EvaluationSkillDto {
  id: number;
  name: string;
  instruction: string;
  /** The division the skill belongs to: a day of several divisions scores each child on their own division's skills. */
  division_id: number;
}

export interface EvaluationFinalisedDto {
  at: string;
  method: EvaluationMethod;
  blend_weight: number;
}

export interface EvaluationDto {
  id: number;
  name: string;
  /** The main division (the first); `divisions` lists every division of the day. */
  division: { id: number; name: string };
  /** Each of the day's divisions, with how it was last finalised (each finalises on its own). */
  divisions: { id: number; name: string; finalised: EvaluationFinalisedDto | null }[];
  min_evaluators: number;
  scale: EvaluationScaleDto;
  sessions: { id: number; date: string; start_time: string; gym: string }[];
  skills: EvaluationSkillDto[];
  excluded_evaluator_ids: number[];
  checked_in: number;
  /** The latest finalise of any of the day's divisions. */
  finalised: EvaluationFinalisedDto | null;
  created_at: string;
}

export interface CheckInDto {
  player_id: number;
  name: string;
  bib: number;
  walk_up: boolean;
  checked_in_at: string;
}

/** One of the division's players on the check-in desk's list, with the bib once checked in. */
export interface EvaluationDeskPlayerDto {
  player_id: number;
  name: string;
  date_of_birth: string | null;
  /** The household's name, so the desk can find siblings together. */
  household: string | null;
  bib: number | null;
  walk_up: boolean;
  /** The child's division (one of the day's). */
  division_id: number;
}

/** One page of the desk's server-side search (decision 0084). */
export interface EvaluationDeskPageDto {
  /** Children matching the search (all pages). */
  count: number;
  page: number;
  page_size: number;
  results: EvaluationDeskPlayerDto[];
  /** Children registered in the day's divisions, and how many of them have a bib. */
  registered: number;
  checked_in: number;
}

/** `code` is only in the answer that creates it: only its hash is kept. */
export interface AccessCodeDto {
  id: number;
  /** The code as given out, while it is open (decision 0187); absent once revoked, and for codes made before codes were kept. */
  code?: string;
  session_id: number | null;
  created_at: string;
  revoked_at: string | null;
  evaluators: number;
}

/** What an evaluator's phone needs: never another evaluator's scores. */
export interface EvaluatorEventDto {
  id: number;
  name: string;
  scale: EvaluationScaleDto;
  skills: EvaluationSkillDto[];
  /** `skill_ids`: the skills of the child's division, the only ones the phone offers for that bib. */
  players: { bib: number; name: string; skill_ids: number[] }[];
  /** This evaluator's own latest scores, so a new phone can pick up where it left off. */
  my_scores: { bib: number; skill_id: number; value: number; note: string; needs_another_look: boolean; scored_at: string }[];
}

export interface JoinEvaluationDto {
  token: string;
  evaluator: { id: number; name: string };
  event: EvaluatorEventDto;
}

/** Per score: stored now, stored before (a resend), or refused with a sentence for the phone. */
export interface SubmitScoresDto {
  stored: string[];
  already_stored: string[];
  rejected: { id: string; error: string; code: string }[];
}

export interface EvaluatorSeverityDto {
  skill_id: number;
  /** Points of the scale; negative is harsher than the panel. 0 for mean and trimmed. */
  severity: number;
  /** "scored 0.8 points harsher than the panel on Shooting" */
  sentence: string;
  scored: number;
}

export interface EvaluationResultsDto {
  method: EvaluationMethod;
  blend_weight: number;
  /** The division asked for, or null: every division of the day. */
  division_id: number | null;
  scale: EvaluationScaleDto;
  skills: { id: number; name: string }[];
  players: {
    player_id: number;
    name: string;
    bib: number | null;
    division_id: number;
    /** The skills' weighted average by the method, blended with last season's rating when asked. */
    overall: number | null;
    skills: {
      skill_id: number;
      figure: number;
      raw_mean: number;
      /** Last season's coach rating on the event's scale, when the player has one. */
      prior: number | null;
      count: number;
      evaluators: { name: string; severity: number }[];
    }[];
  }[];
  evaluators: { id: number; name: string; excluded: boolean; severities: EvaluatorSeverityDto[] }[];
  /** The players whose place moves most between the raw mean and the corrected figure. */
  rank_moves: { player_id: number; name: string; raw_place: number; corrected_place: number; moved: number }[];
  /** Scores received after the last finalise (shown so the admin can finalise again). */
  late_scores: number;
}

export interface EvaluationCoverageDto {
  min_evaluators: number;
  /** `skills`: the child's own division's skills. */
  players: { player_id: number; name: string; bib: number; skills: { skill_id: number; evaluators: number }[]; below_minimum: boolean }[];
  below_minimum: number;
  evaluators: { id: number; name: string; players_scored: number; scores: number; share_of_field: number; revoked: boolean }[];
  /** Flagged "needs another look", or scores on one skill far apart (a spread of half the scale or more once each evaluator's harshness or leniency is taken out). */
  call_back: { player_id: number; name: string; bib: number; reasons: string[] }[];
}

export interface FinaliseEvaluationDto {
  finalised_at: string;
  method: EvaluationMethod;
  blend_weight: number;
  /** "Evaluation day 2026-09-12, corrected" */
  source_label: string;
  players: number;
  ratings_written: number;
  /** The divisions finalised now. */
  division_ids: number[];
}
