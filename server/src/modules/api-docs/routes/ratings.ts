import {
  createCoachLinksInputSchema, createRatingInputSchema, createSkillInputSchema, divisionQuerySchema, importRatingsInputSchema, listRatingsQuerySchema, listSkillsQuerySchema,
  ratingHistoryQuerySchema, seasonRaterReviewQuerySchema, setRatingScaleInputSchema, standardiseRaterInputSchema, submitCoachRatingsInputSchema, updateRatingInputSchema,
  updateSkillInputSchema,
} from '@league/contract';
import type { AreaDocs } from '../route-doc.js';

export const ratingsDocs: AreaDocs = {
  area: 'Skills and ratings',
  description: "The skills a division rates, players' ratings, ratings imported or sent by coaches through a link, and the review of raters.",
  routes: [
    { method: 'get', path: '/api/skills/', summary: "Lists a division's skills with their weights.", caller: 'leagueAdmin', query: listSkillsQuerySchema, answer: 'list' },
    { method: 'post', path: '/api/skills/', summary: 'Adds a skill to a division.', caller: 'leagueAdmin', body: createSkillInputSchema, status: 201 },
    { method: 'put', path: '/api/skills/{id}/', summary: "Changes a skill: name, description, weight or normalization factor.", caller: 'leagueAdmin', body: updateSkillInputSchema },
    { method: 'delete', path: '/api/skills/{id}/', summary: 'Removes a skill and its ratings.', caller: 'leagueAdmin', status: 204, answer: 'none' },
    { method: 'get', path: '/api/player-skills/', summary: "Lists players' ratings on skills.", caller: 'leagueAdmin', query: listRatingsQuerySchema, answer: 'list' },
    { method: 'post', path: '/api/player-skills/', summary: 'Rates a player on a skill.', caller: 'leagueAdmin', body: createRatingInputSchema, status: 201 },
    { method: 'put', path: '/api/player-skills/{id}/', summary: 'Changes a rating.', caller: 'leagueAdmin', body: updateRatingInputSchema },
    {
      method: 'post', path: '/api/ratings/import/', caller: 'leagueAdmin', body: importRatingsInputSchema, upload: 'csv',
      summary: 'Reads a ratings CSV for a division: a preview with dry_run, written without it.',
    },
    { method: 'get', path: '/api/ratings/scales/', summary: "A division's rating scale for each source.", caller: 'leagueAdmin', query: divisionQuerySchema, answer: 'list' },
    { method: 'put', path: '/api/ratings/scales/', summary: "Sets a division's rating scale.", caller: 'leagueAdmin', body: setRatingScaleInputSchema },
    { method: 'get', path: '/api/ratings/history/', summary: "A person's ratings season by season.", caller: 'leagueAdmin', query: ratingHistoryQuerySchema },
    { method: 'get', path: '/api/ratings/coach-links/', summary: "A division's rating links sent to coaches.", caller: 'leagueAdmin', query: divisionQuerySchema, answer: 'list' },
    { method: 'post', path: '/api/ratings/coach-links/', summary: 'Makes rating links for coaches.', caller: 'leagueAdmin', body: createCoachLinksInputSchema, status: 201, answer: 'list' },
    { method: 'post', path: '/api/ratings/coach-links/{id}/revoke/', summary: 'Closes a coach\'s rating link.', caller: 'leagueAdmin' },
    { method: 'get', path: '/api/ratings/coach-ratings/', summary: 'The ratings coaches sent for a division.', caller: 'leagueAdmin', query: divisionQuerySchema, answer: 'list' },
    { method: 'get', path: '/api/ratings/raters/', summary: "How each rater of a division rates compared with the others.", caller: 'leagueAdmin', query: divisionQuerySchema },
    { method: 'get', path: '/api/ratings/raters/season/', summary: 'The same review for every division of a season.', caller: 'leagueAdmin', query: seasonRaterReviewQuerySchema },
    { method: 'post', path: '/api/ratings/raters/standardise/', summary: "Evens out a rater who rates much higher or lower than the others.", caller: 'leagueAdmin', body: standardiseRaterInputSchema },
    { method: 'get', path: '/api/coach-links/{token}/', summary: "A coach's rating form, opened from the link (no account).", caller: 'linkHolder' },
    { method: 'get', path: '/api/coach-links/{token}/status/', summary: 'Whether the rating form opens now, and why not (asked by the coach roster page).', caller: 'linkHolder' },
    { method: 'post', path: '/api/coach-links/{token}/ratings/', summary: "Saves a coach's ratings from the form.", caller: 'linkHolder', body: submitCoachRatingsInputSchema },
  ],
};
