/**
 * What other modules may use from ratings (decision 0038, 0044): the one writer of ratings with
 * a source (the evaluation day and imports write through it), the scales, and carry-forward.
 */
export { recordRatings, type RecordRatings, type RatingToRecord } from './record-ratings.js';
export { toSkillRating, fromSkillRating, skillScale, describeOrigin, describeScale, isOnScale, registrationLabel, type Scale } from './rating-scale.js';
export { scaleForSource } from './rating-scales.service.js';
export { findCarriedRatings, carryForwardRatings, type CarriedRating } from './carry-forward.js';
