import { z } from 'zod';
import { idField } from '../fields/id-fields.js';
import type { AssignmentStatus } from './officiating.schemas.js';

// The assignor's board (issue 41): who could take one place of one game, a change by hand
// (tried first as a dry run), and the replacement proposals after a decline.

/** Most places one hand change may touch: a replacement proposal changes at most two. */
export const maxPlacesPerChange = 4;

const refereeMessage = 'Each change needs the referee who takes the place (referee_id), or null to open it.';
const placeChangeSchema = z.strictObject(
  {
    game_id: idField('Each change needs the game it is on (game_id).'),
    role: z.string({ error: 'Each change needs the place it fills, such as "referee" or "umpire" (role).' }).trim().min(1, 'Each change needs the place it fills, such as "referee" or "umpire" (role).').max(40, 'A role is at most 40 characters.'),
    referee_id: z.union([z.null(), idField(refereeMessage)], { error: refereeMessage }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'A change has only game_id, role and referee_id.' : undefined) },
);

/** POST /api/seasons/{id}/officials/changes/: put named referees on places, or open them. */
export const officialsChangeInputSchema = z.object({
  dry_run: z.boolean({ error: 'dry_run must be true or false.' }).default(false),
  changes: z
    .array(placeChangeSchema, { error: 'changes must be a list of {game_id, role, referee_id}.' })
    .min(1, 'Say which place changes: changes needs at least one {game_id, role, referee_id}.')
    .max(maxPlacesPerChange, `One change may touch at most ${maxPlacesPerChange} places.`)
    .refine((list) => new Set(list.map((c) => `${c.game_id}|${c.role.toLowerCase()}`)).size === list.length, 'Each place may appear only once in one change.'),
});
export type OfficialsChangeInput = z.infer<typeof officialsChangeInputSchema>;
export type OfficialsPlaceChange = OfficialsChangeInput['changes'][number];

export interface NamedRefereeDto {
  referee_id: number;
  name: string;
}

/** A referee who could take the place, with what the assignor should know in words ("4 games so far"). */
export interface PlaceCandidateDto extends NamedRefereeDto {
  notes: string[];
}
/** A referee who cannot, with every reason ("certificate expires 2026-10-01", "coaches Hawks"). */
export interface PlaceRefusalDto extends NamedRefereeDto {
  reasons: string[];
}

/** GET /api/seasons/{id}/officials/games/{gameId}/places/{role}/candidates/: best first. */
export interface PlaceCandidatesDto {
  game_id: number;
  role: string;
  /** The game in words: "U12 Ants vs Bees, 2026-10-03 at 9:00, Lincoln". */
  game: string;
  holder: (NamedRefereeDto & { status: Exclude<AssignmentStatus, 'declined'> }) | null;
  candidates: PlaceCandidateDto[];
  unavailable: PlaceRefusalDto[];
}

/** One place a change touches: who had it and who gets it (null: nobody). */
export interface PlaceChangeDto {
  game_id: number;
  role: string;
  game: string;
  from: NamedRefereeDto | null;
  to: NamedRefereeDto | null;
}

/**
 * The answer to a change. A dry run answers `allowed: false` with the rules it would break;
 * a real change that breaks one is refused (409) and writes nothing.
 */
export interface OfficialsChangeDto {
  dry_run: boolean;
  allowed: boolean;
  changes: PlaceChangeDto[];
  /** Each rule the change would break, as a sentence; empty when it keeps every rule. */
  broken: string[];
  /** What the change does, in sentences. */
  summary: string[];
}

/** One way to fill a declined place: the changes to send to the changes endpoint, and in words. */
export interface ReplacementProposalDto {
  changes: OfficialsPlaceChange[];
  summary: string;
}

/** GET /api/seasons/{id}/officials/games/{gameId}/places/{role}/replacements/: fewest changes first. */
export interface PlaceReplacementsDto {
  game_id: number;
  role: string;
  game: string;
  declined_by: NamedRefereeDto & { reason: string | null };
  proposals: ReplacementProposalDto[];
  /** When nothing fills the place: why, in words. */
  open_reason: string | null;
}
