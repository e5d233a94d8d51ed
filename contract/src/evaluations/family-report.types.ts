import type { EvaluationMethod } from './evaluations.schemas.js';
import type { EvaluationScaleDto } from './evaluations.types.js';

/** Where a child's figure on a skill sits among the division's players, in four bands (decision 0070). */
export type FamilyReportBand = 'top' | 'upper' | 'lower' | 'developing';

/** One child's page of the family report: the admin's screen decides what of it is printed. */
export interface FamilyReportPlayerDto {
  player_id: number;
  name: string;
  bib: number | null;
  /** How many evaluators scored the child on at least one skill. */
  evaluators: number;
  skills: {
    skill_id: number;
    band: FamilyReportBand;
    /** The child's figure and the division's average, shown only when the admin allows numbers. */
    figure: number;
    division_average: number;
  }[];
  /** The child's division (bands and averages are among its children). */
  division: string;
  /**
   * Evaluators' notes, without their names; `approved`: the admin approved this note as written
   * (saved, decision 0084). Only approved notes are printed.
   */
  comments: { key: string; skill_id: number; note: string; approved: boolean }[];
}

export interface FamilyReportsDto {
  event: { id: number; name: string; division: string; date: string | null };
  /** The finalised method and blend, or the corrected figure when the day is not finalised yet. */
  method: EvaluationMethod;
  blend_weight: number;
  finalised: boolean;
  scale: EvaluationScaleDto;
  skills: { id: number; name: string }[];
  players: FamilyReportPlayerDto[];
}
