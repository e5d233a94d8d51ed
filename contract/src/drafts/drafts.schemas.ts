import { z } from 'zod';
import { requiredIdSchema } from '../fields/id-fields.js';

/** How the turn passes (decision 0076): the same order every round, reversing, or the weakest team next. */
export const draftOrderKinds = ['random', 'manual', 'snake', 'dynamic'] as const;
export type DraftOrderKind = (typeof draftOrderKinds)[number];

/** Player figures the admin may let coaches see in the draft (decision 0090); names are always shown. */
export const draftFigureKinds = ['overall_skill', 'skill_ratings', 'height', 'age'] as const;
export type DraftFigureKind = (typeof draftFigureKinds)[number];

export const createDraftInputSchema = z.object({
  division_id: requiredIdSchema('Division', 'Choose the division to draft.'),
  order: z.enum(draftOrderKinds, { error: 'Pick order must be random, manual, snake or dynamic.' }),
  pick_seconds: z
    .number({ error: 'Seconds per pick must be a whole number.' })
    .int('Seconds per pick must be a whole number.')
    .min(10, 'Give each coach at least 10 seconds per pick.')
    .max(600, 'Seconds per pick can be at most 600 (10 minutes).'),
  /** The first round's order, every team of the division once; required for "manual", optional otherwise (else random). */
  team_order: z.array(requiredIdSchema('Team', 'Each team in the order must be a team.'), { error: 'Team order must be a list of teams.' }).optional(),
  /** What coaches see of each player besides the name; left out: the overall skill only; [] for names only. */
  coach_figures: z
    .array(z.enum(draftFigureKinds, { error: 'Coach figures can be overall_skill, skill_ratings, height or age.' }), { error: 'Coach figures must be a list.' })
    .optional(),
});
export type CreateDraftInput = z.infer<typeof createDraftInputSchema>;

export const makeDraftPickInputSchema = z.object({
  player_id: requiredIdSchema('Player', 'Choose the player to pick.'),
});
export type MakeDraftPickInput = z.infer<typeof makeDraftPickInputSchema>;
