import type { DraftStateDto } from '@league/contract';
import type { Db } from '../../lib/db/database.js';
import { ageOn } from '../../lib/age.js';
import { round } from '../../lib/composite.js';
import type { FullDraftState } from './draft-state.js';
import { findPoolFigures } from './drafts.repository.js';

/** Every figure of each pool player (height, age today, each rated skill): the admin's view. */
export async function addPoolFigures(db: Db, state: FullDraftState, today = new Date().toISOString().slice(0, 10)): Promise<FullDraftState> {
  if (state.pool.length === 0) return state;
  const figures = new Map((await findPoolFigures(db, state.pool.map((p) => p.id))).map((row) => [row.id, row]));
  return {
    ...state,
    pool: state.pool.map((player) => {
      const row = figures.get(player.id);
      return {
        ...player,
        skill_ratings: (row?.ratings ?? []).map((r) => ({ skill_id: r.skill.id, name: r.skill.name, rating: round(r.rating), out_of: r.skill.normalizationFactor })),
        height_cm: row?.heightCm ?? null,
        age: row?.dateOfBirth ? ageOn(row.dateOfBirth.toISOString().slice(0, 10), today) : null,
      };
    }),
  };
}

/**
 * What a coach may see (decision 0090): only the figures the admin chose when opening the room.
 * Hidden figures are removed here, on the server, so no coach's browser ever receives them; team
 * totals go with the overall skill, since each pick's change in a total would give it away.
 */
export function showCoachesOnly(state: FullDraftState): DraftStateDto {
  const shown = new Set(state.coach_figures);
  return {
    ...state,
    teams: state.teams.map(({ total_skill, ...team }) => (shown.has('overall_skill') ? { ...team, total_skill } : team)),
    pool: state.pool.map((player) => ({
      id: player.id,
      name: player.name,
      ...(shown.has('overall_skill') ? { overall_skill: player.overall_skill, rated: player.rated } : {}),
      ...(shown.has('skill_ratings') ? { skill_ratings: player.skill_ratings ?? [] } : {}),
      ...(shown.has('height') ? { height_cm: player.height_cm ?? null } : {}),
      ...(shown.has('age') ? { age: player.age ?? null } : {}),
    })),
  };
}
