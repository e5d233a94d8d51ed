import type { AreaDocs } from '../route-doc.js';
import { authDocs } from './auth.js';
import { balancingDocs } from './balancing.js';
import { draftsDocs } from './drafts.js';
import { evaluationsDocs } from './evaluations.js';
import { leagueSetupDocs } from './league-setup.js';
import { officiatingDocs } from './officiating.js';
import { playersDocs } from './players.js';
import { publishingDocs } from './publishing.js';
import { questionBankDocs } from './question-bank.js';
import { quizzesDocs } from './quizzes.js';
import { ratingsDocs } from './ratings.js';
import { refereesDocs } from './referees.js';
import { schedulingDocs } from './scheduling.js';
import { systemDocs } from './system.js';

/** Every documented route, one area (a tag of the document) per file, in the order a reader meets them. */
export const apiAreas: AreaDocs[] = [
  authDocs, leagueSetupDocs, playersDocs, balancingDocs, ratingsDocs, evaluationsDocs, draftsDocs, publishingDocs, schedulingDocs,
  officiatingDocs, refereesDocs, quizzesDocs, questionBankDocs, systemDocs,
];
