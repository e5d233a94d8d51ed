import { scaledRatingSourceKinds, type DivisionRatingScaleDto, type ListResponse, type SetRatingScaleInput } from '@league/contract';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { findScale, listScales, saveScale } from './rating-entries.repository.js';
import { toScaleDto, type Scale } from './rating-scale.js';

/** The scale a source rates on in a division; null: each skill's own (0 to its factor, higher is better). */
export async function scaleForSource(db: Db | Prisma.TransactionClient, divisionId: number, kind: string): Promise<Scale | null> {
  const row = await findScale(db, divisionId, kind);
  return row ? { min: row.scaleMin, max: row.scaleMax, lowIsBest: row.lowIsBest } : null;
}

export async function listDivisionScales(ctx: LeagueContext, divisionId: number): Promise<ListResponse<DivisionRatingScaleDto>> {
  await requireInLeague(ctx, 'division', divisionId);
  const rows = new Map((await listScales(ctx.db, divisionId)).map((r) => [r.kind, r]));
  const results = scaledRatingSourceKinds.map((kind) => {
    const row = rows.get(kind);
    return { kind, set: !!row, scale: row ? toScaleDto({ min: row.scaleMin, max: row.scaleMax, lowIsBest: row.lowIsBest }) : null };
  });
  return { count: results.length, results };
}

/** Applies to ratings given from now on; ratings already stored keep the scale they were given on. */
export async function setDivisionScale(ctx: LeagueContext, input: SetRatingScaleInput): Promise<DivisionRatingScaleDto> {
  await requireInLeague(ctx, 'division', input.division_id);
  const row = await saveScale(ctx.db, input.division_id, input.kind, { scaleMin: input.scale.min, scaleMax: input.scale.max, lowIsBest: input.scale.low_is_best });
  return { kind: input.kind, set: true, scale: toScaleDto({ min: row.scaleMin, max: row.scaleMax, lowIsBest: row.lowIsBest }) };
}
