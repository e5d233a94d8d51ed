import { apiCall, apiLogin, apiPublicPost, uniqueName, type Credentials } from './api';
import { demo } from './demo';

export interface Referee {
  credentials: Credentials;
  token: string;
  id: number;
  email: string;
}

/** A new referee in a league (the demo league unless told), registered through the API; a name and birth date when told. */
export async function arrangeReferee(leagueId?: number, person: { firstName?: string; lastName?: string; born?: string } = {}): Promise<Referee> {
  const username = `e2e_ref_${uniqueName('').trim()}`;
  const credentials = { username, password: 'whistle-e2e-123' };
  const email = `${username}@example.com`;
  const league = leagueId ?? (await demoLeagueId());
  const { token, user } = await apiPublicPost<{ token: string; user: { id: number } }>('/referees/register/', {
    ...credentials,
    email,
    first_name: person.firstName ?? 'Erin',
    last_name: person.lastName ?? 'Tester',
    league_id: league,
    ...(person.born ? { date_of_birth: person.born } : {}),
  });
  return { credentials, token, id: user.id, email };
}

/** The demo league's id, from its administrator's sign-in: the sign-up list leaves the demo out once other leagues exist. */
export async function demoLeagueId(): Promise<number> {
  const { user } = await apiPublicPost<{ user: { league_id: number } }>('/auth/login/', demo.admin);
  return user.league_id;
}

/** A token of the demo referee admin: referee_admin accounts cannot be made through the API. */
export const refereeAdminToken = () => apiLogin(demo.refereeAdmin, '/referees/login/');

export interface Quiz {
  id: number;
  title: string;
  questionCount: number;
}

const questions = [
  { question_text: 'How many seconds does a team have to attempt a shot?', question_type: 'single_choice', options: ['14 seconds', '24 seconds', '30 seconds'], correct_answer: '24 seconds' },
  { question_text: 'A player is disqualified after committing 5 fouls.', question_type: 'true_false', options: [], correct_answer: 'true' },
  { question_text: 'Within how many seconds must a team move the ball into its frontcourt?', question_type: 'single_choice', options: ['5 seconds', '8 seconds', '10 seconds'], correct_answer: '8 seconds' },
  { question_text: 'A team may call a time-out while the ball is live.', question_type: 'true_false', options: [], correct_answer: 'false' },
];

/** A four-question quiz with a unique title, made by a quiz manager (a league admin or the demo referee admin). */
export async function arrangeQuiz(managerToken: string, options: { status?: 'draft' | 'active'; title?: string } = {}): Promise<Quiz> {
  const title = options.title ?? uniqueName('E2E Quiz');
  const body = { title, description: 'Rules for new referees', time_limit_minutes: 20, passing_score: 70, status: options.status ?? 'active', questions };
  const { id } = await apiCall<{ id: number }>(managerToken, 'POST', '/quizzes/create/', body);
  return { id, title, questionCount: questions.length };
}

export async function readQuiz(managerToken: string, id: number) {
  return apiCall<{ status: string; description: string; questions: { question_text: string }[] }>(managerToken, 'GET', `/quizzes/${id}/`);
}
