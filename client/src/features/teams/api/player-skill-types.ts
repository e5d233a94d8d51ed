/** A rating in its skill's own scale (see lib/rating-scale.ts for the 0-10 display). */
export type { CreateRatingInput, RatingDto } from '@league/contract';
