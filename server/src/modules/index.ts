import type { Router } from 'express';
import type { AppDeps } from '../lib/deps.js';
import { createApiDocsRouter } from './api-docs/api-docs.router.js';
import { createAuthRouter } from './auth/auth.router.js';
import { createLeaguesRouter } from './leagues/leagues.router.js';
import { createLeagueSettingsRouter } from './leagues/league-settings.router.js';
import { createBalancedTeamsRouter, createPersistTeamsRouter } from './balancing/balancing.router.js';
import { createApplyRosterRouter, createPlaceNewRouter, createRebalanceRouter } from './balancing/roster-change.router.js';
import { createPlayersRouter } from './players/players.router.js';
import { createParticipantsRouter, createPlayersImportRouter } from './people/people.router.js';
import { createRatingsImportRouter } from './people/ratings-import.router.js';
import { createRatingsRouter } from './ratings/ratings.router.js';
import { createCoachFormRouter } from './ratings/coach-form.router.js';
import { createRefereesRouter } from './referees/referees.router.js';
import { createCertificationRouter, createPublicCertificatesRouter } from './certification/certification.router.js';
import { createQuizzesRouter } from './quizzes/quizzes.router.js';
import { createSeasonsRouter } from './seasons/seasons.router.js';
import { createSchedulingRouter } from './scheduling/scheduling.router.js';
import { createCalendarFeedRouter } from './scheduling/calendar.router.js';
import { createPublicScheduleRouter } from './scheduling/public-schedule.router.js';
import { createTeamsRouter } from './teams/teams.router.js';
import { createDivisionsRouter } from './divisions/divisions.router.js';
import { createRosterHistoryRouter } from './roster-history/roster-history.router.js';
import { createFairnessReportRouter } from './fairness-report/fairness-report.router.js';
import { createCoachPageRouter, createPublishingRouter } from './publishing/publishing.router.js';
import { createSkillsRouter } from './skills/skills.router.js';
import { createPlayerSkillsRouter } from './player-skills/player-skills.router.js';
import { createEvaluateRouter, createEvaluationsRouter } from './evaluations/evaluations.router.js';
import { createDraftsRouter } from './drafts/drafts.router.js';
import {
  createAssignmentsRouter, createDivisionOfficiatingRouter, createRefereeCalendarFeedRouter, createRefereeOfficiatingRouter, createSeasonOfficialsRouter,
} from './officiating/officiating.router.js';

/** The API's route table: each module mounts its own router under /api<prefix>. */
export const apiModules: { prefix: string; create: (deps: AppDeps) => Router }[] = [
  { prefix: '/auth', create: createAuthRouter },
  { prefix: '/public/certificates', create: createPublicCertificatesRouter },
  // A referee's own calendar (the officials' games), in a folder of the public calendars.
  { prefix: '/public/calendars/referee', create: createRefereeCalendarFeedRouter },
  { prefix: '/public/calendars', create: createCalendarFeedRouter },
  { prefix: '/public/schedules', create: createPublicScheduleRouter },
  { prefix: '/public', create: createLeaguesRouter },
  { prefix: '/leagues', create: createLeagueSettingsRouter },
  // The balancing paths sit under /players (the spec's paths) but belong to the balancing module.
  { prefix: '/players/balanced_teams', create: createBalancedTeamsRouter },
  { prefix: '/players/persist_teams', create: createPersistTeamsRouter },
  { prefix: '/players/rebalance', create: createRebalanceRouter },
  { prefix: '/players/place_new', create: createPlaceNewRouter },
  { prefix: '/players/apply_roster', create: createApplyRosterRouter },
  { prefix: '/players/import', create: createPlayersImportRouter },
  { prefix: '/players', create: createPlayersRouter },
  { prefix: '/participants', create: createParticipantsRouter },
  { prefix: '/ratings/import', create: createRatingsImportRouter },
  { prefix: '/ratings', create: createRatingsRouter },
  { prefix: '/coach-links', create: createCoachFormRouter },
  { prefix: '/referees', create: createCertificationRouter },
  { prefix: '/referees', create: createRefereesRouter },
  { prefix: '/referees', create: createRefereeOfficiatingRouter },
  { prefix: '/quizzes', create: createQuizzesRouter },
  { prefix: '/seasons', create: createSchedulingRouter },
  // Before the seasons router: its guard for league administrators covers every path it sees,
  // and referee administrators assign officials too.
  { prefix: '/seasons', create: createSeasonOfficialsRouter },
  { prefix: '/seasons', create: createSeasonsRouter },
  { prefix: '/teams', create: createTeamsRouter },
  // Before the other division routers: their guards for league administrators cover the paths they
  // see, and referee administrators say what a division's games need too (decision 0195).
  { prefix: '/divisions', create: createDivisionOfficiatingRouter },
  { prefix: '/divisions', create: createRosterHistoryRouter },
  { prefix: '/divisions', create: createFairnessReportRouter },
  { prefix: '/divisions', create: createPublishingRouter },
  { prefix: '/coach', create: createCoachPageRouter },
  { prefix: '/divisions', create: createDivisionsRouter },
  { prefix: '/assignments', create: createAssignmentsRouter },
  { prefix: '/skills', create: createSkillsRouter },
  { prefix: '/player-skills', create: createPlayerSkillsRouter },
  { prefix: '/evaluations', create: createEvaluationsRouter },
  { prefix: '/evaluate', create: createEvaluateRouter },
  { prefix: '/drafts', create: createDraftsRouter },
  // This API described (OpenAPI JSON and a page); its test checks every route here is in it.
  { prefix: '/docs', create: createApiDocsRouter },
];
