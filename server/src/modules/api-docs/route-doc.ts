import type { z } from 'zod';

/** Who may call a route; each becomes a sentence in the document and picks its sign-in scheme. */
export const callers = {
  anyone: 'Anyone, without signing in.',
  signedIn: 'Any signed-in user of the league.',
  leagueAdmin: 'League administrators.',
  refereeManager: 'League administrators and referee administrators.',
  quizManager: 'Referee administrators and league administrators (quiz managers).',
  referee: 'Referees and referee administrators, for their own games.',
  linkHolder: 'Whoever holds the link: the key or token in the path is the permission.',
  draftViewer: "A coach of this draft (the coach's key) or a league administrator.",
  draftCoach: "A coach of this draft, with the coach's key.",
  evaluator: 'An evaluator with the token from joining an evaluation day.',
} as const;
export type Caller = keyof typeof callers;

/**
 * What the main success answer holds. The contract has zod schemas for inputs only; answers are
 * TypeScript types, so they are described by their envelope, not field by field.
 */
export type Answer =
  | 'json' // a row or an object, bare (decision 0003)
  | 'list' // {count, results}
  | 'data' // {data: ...}: only players/balanced_teams/, whose answer the spec reads as data.results (decision 0196)
  | 'none' // 204, no body
  | 'csv'
  | 'pdf'
  | 'calendar' // text/calendar (.ics)
  | 'html'
  | 'file' // a question file or a media file, type given by the file
  | 'stream'; // text/event-stream

/** One route of the API as the document describes it. */
export interface RouteDoc {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** As mounted, OpenAPI style: `/api/teams/{id}/`. */
  path: string;
  summary: string;
  caller: Caller;
  body?: z.ZodType;
  /** The body is multipart/form-data with a `file` part (a CSV, a question file, a media file). */
  upload?: 'csv' | 'question file' | 'media file';
  /** An upload route that also takes a JSON body instead of the file (balancing a division's own players). */
  jsonBody?: z.ZodType;
  query?: z.ZodObject;
  status?: 200 | 201 | 204;
  answer?: Answer;
  /** Other success statuses worth naming (a resumed attempt answers 200 instead of 201). */
  /** format=csv answers the same as a spreadsheet download. */
  orCsv?: true;
  alsoStatus?: { status: 200 | 201; description: string };
}

export type AreaDocs = { area: string; description: string; routes: RouteDoc[] };
