import type { Db } from '../../lib/db/database.js';
import { createUser, unique, type TestUser } from '../factories.js';
import { arrangeDraftAndLinkEndpoints } from './endpoint-catalogue/drafts-and-links.js';
import { arrangeSeasonEndpoints } from './endpoint-catalogue/season.js';
import { createDivision, createPlayer, createSeason, createSkill, createTeam } from '../league-fixtures.js';

export interface FuzzEndpoint {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** `{id}` is replaced by `id` (or by a hostile path value); other ids of a path are written in. */
  path: string;
  /** A number, or the text of a path segment that is not an id (a calendar file, a role). */
  id?: number | string;
  as: 'admin' | 'manager' | 'referee' | 'anonymous';
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  /** Multipart form fields (the CSV upload, the question file import). */
  form?: Record<string, string>;
  /** The file a form sends; the players CSV when left out. */
  file?: { name: string; content: Buffer };
}

/** One league with a row of every kind, and every endpoint with a valid request to start from. */
export async function arrangeFuzzLeague(db: Db) {
  const admin = await createUser(db, { userType: 'admin' });
  const manager = await createUser(db, { userType: 'referee_admin', leagueId: admin.leagueId });
  const referee = await createUser(db, { userType: 'referee', leagueId: admin.leagueId });
  const season = await createSeason(db, admin.leagueId);
  const division = await createDivision(db, admin.leagueId, { seasonId: season.id });
  const skill = await createSkill(db, division.id, { name: 'Shooting' });
  const team = await createTeam(db, division.id, admin.leagueId, { name: 'Hawks' });
  const player = await createPlayer(db, division, { name: 'Ann Lee', teamId: team.id, ratings: { [skill.id]: 5 } });
  const mate = await createPlayer(db, division, { name: 'Bo Diaz', ratings: { [skill.id]: 6 } });
  const rating = await db.playerSkillRating.findFirstOrThrow({ where: { playerId: player.id } });
  const quiz = await db.quiz.create({
    data: {
      title: unique('Fuzz quiz '), status: 'draft', timeLimitMinutes: 10, passingScore: 60, leagueId: admin.leagueId,
      questions: { create: [{ questionText: 'Shot clock is 24 s.', questionType: 'true_false', options: [], correctAnswer: 'true', explanation: 'Art. 29', ruleReference: 'Art. 29', order: 1, leagueId: admin.leagueId }] },
    },
    include: { questions: true },
  });
  const active = await db.quiz.create({
    data: {
      title: unique('Active quiz '), status: 'active', timeLimitMinutes: 10, passingScore: 60, leagueId: admin.leagueId,
      questions: { create: [{ questionText: 'Five fouls disqualify.', questionType: 'true_false', options: [], correctAnswer: 'true', explanation: 'Art. 40', ruleReference: 'Art. 40', order: 1, leagueId: admin.leagueId }] },
    },
    include: { questions: true },
  });
  const banked = await db.question.create({
    data: { questionText: 'A travel is a violation.', questionType: 'true_false', correctAnswer: 'true', category: 'Violations', leagueId: admin.leagueId },
  });
  const attempt = await db.quizAttempt.create({ data: { quizId: active.id, userId: referee.id, startedAt: new Date(), deadlineAt: new Date(Date.now() + 600_000) } });
  const question = quiz.questions[0]!;
  const league = await db.league.findUniqueOrThrow({ where: { id: admin.leagueId } });

  // Issue 26: an evaluation day with one checked-in player (decision 0057).
  const evaluation = await db.evaluationEvent.create({
    data: { leagueId: admin.leagueId, divisionId: division.id, name: 'Fuzz tryouts', lastBib: 1, divisions: { create: { divisionId: division.id } } },
  });
  await db.evaluationCheckIn.create({ data: { eventId: evaluation.id, playerId: player.id, bib: 1 } });
  const endpoints: FuzzEndpoint[] = [
    { method: 'post', path: '/api/auth/login/', as: 'anonymous', body: { username: unique('nobody_'), password: 'wrong-password' } },
    { method: 'post', path: '/api/auth/register/', as: 'anonymous', body: { league_name: unique('Fuzz league '), username: unique('fuzz_'), password: 'long-enough-pass', email: `${unique('f')}@example.org`, first_name: 'A', last_name: 'B' } },
    { method: 'post', path: '/api/referees/register/', as: 'anonymous', body: { username: unique('fuzzref_'), password: 'long-enough-pass', email: `${unique('r')}@example.org`, first_name: 'A', last_name: 'B', league_id: admin.leagueId, phone_number: '555 0100', date_of_birth: '1990-01-01' } },
    { method: 'post', path: '/api/referees/login/', as: 'anonymous', body: { username: unique('nobody_'), password: 'wrong-password' } },
    { method: 'get', path: '/api/seasons/', as: 'admin', query: { league: String(admin.leagueId) } },
    { method: 'post', path: '/api/seasons/', as: 'admin', body: { name: season.name, year: 2026, start_date: '2026-09-01', end_date: '2027-03-31', league: admin.leagueId, is_active: true } },
    { method: 'delete', path: '/api/seasons/{id}/', as: 'admin' },
    { method: 'post', path: '/api/seasons/{id}/activate/', id: season.id, as: 'admin' },
    { method: 'get', path: '/api/divisions/', as: 'admin', query: { season: String(season.id) } },
    { method: 'post', path: '/api/divisions/', as: 'admin', body: { name: division.name, season: season.id, league: admin.leagueId, min_age: 10, max_age: 12, description: '' } },
    { method: 'delete', path: '/api/divisions/{id}/', as: 'admin' },
    { method: 'get', path: '/api/skills/', as: 'admin', query: { division: String(division.id) } },
    { method: 'post', path: '/api/skills/', as: 'admin', body: { name: 'Shooting', description: '', weight: 2, normalization_factor: 10, division: division.id } },
    // Valid as they stand, so a hostile value in one field reaches the write (a rescale, a composite).
    { method: 'put', path: '/api/skills/{id}/', id: skill.id, as: 'admin', body: { name: 'Shooting', description: '', weight: 1, normalization_factor: 10, division: division.id } },
    { method: 'delete', path: '/api/skills/{id}/', as: 'admin' },
    { method: 'get', path: '/api/player-skills/', as: 'admin', query: { player: String(player.id) } },
    { method: 'post', path: '/api/player-skills/', as: 'admin', body: { player: player.id, skill: skill.id, rating: 5, notes: '' } },
    { method: 'put', path: '/api/player-skills/{id}/', id: rating.id, as: 'admin', body: { player: player.id, skill: skill.id, rating: 5, notes: '' } },
    { method: 'get', path: '/api/players/', as: 'admin', query: { division: String(division.id), team: String(team.id), season: String(season.id), unassigned: 'true', search: 'Ann' } },
    { method: 'post', path: '/api/players/', as: 'admin', body: { name: 'New player', email: 'new@example.org', date_of_birth: '2014-01-01', league: admin.leagueId, division: division.id, team: team.id, height: 150, additional_data: { region: 'N' }, ratings: { [skill.id]: 5 }, division_id: 'x' } },
    { method: 'get', path: '/api/players/{id}/', id: player.id, as: 'admin' },
    { method: 'delete', path: '/api/players/{id}/', as: 'admin' },
    { method: 'get', path: '/api/players/{id}/trade_candidates/', id: player.id, as: 'admin', query: { k: '10', delta: '1', exclude_team: String(team.id), assigned_only: 'true' } },
    { method: 'post', path: '/api/players/trade/', as: 'admin', body: { source_player_id: player.id, target_player_id: player.id, to_team_id: team.id } },
    { method: 'post', path: '/api/players/transfer_players/', as: 'admin', body: { player_ids: [player.id], target_division_id: division.id } },
    { method: 'post', path: '/api/players/persist_teams/', as: 'admin', body: { league_id: admin.leagueId, division_id: division.id, replace: false, teams: [{ team_name: 'A', players: [{ name: 'X', email: null, date_of_birth: '2014-01-01', height_cm: 150, region: 'N', unavailable_days: ['mon'], ratings: { [skill.id]: 5 } }] }] } },
    { method: 'post', path: '/api/players/rebalance/', as: 'admin', body: { league_id: admin.leagueId, division_id: division.id, number_of_teams: 2, seed: 1, keep_current_weight: 3, region_weight: 5, region_mode: 'soft', availability_weight: 3, height_weight: 10, request_weight: 5, tier_balance: true } },
    { method: 'post', path: '/api/players/place_new/', as: 'admin', body: { league_id: admin.leagueId, division_id: division.id, max_moves: 1, seed: 1 } },
    { method: 'post', path: '/api/players/apply_roster/', as: 'admin', body: { league_id: admin.leagueId, division_id: division.id, kind: 'place_new', assignment: [{ player_id: player.id, team_id: team.id, team_name: 'Hawks' }, { player_id: mate.id, team_id: team.id, team_name: 'Hawks' }], expected_version: 0 } },
    { method: 'post', path: '/api/players/balanced_teams/', as: 'admin', form: { league_id: String(admin.leagueId), division_id: String(division.id), number_of_teams: '2', skill_mapping: JSON.stringify({ [skill.id]: 'shooting' }), selected_skills: JSON.stringify([skill.id]), seed: '1', region_column: 'region', region_mode: 'soft', region_weight: '5', availability_weight: '3', height_weight: '10' } },
    { method: 'post', path: '/api/players/import/', as: 'admin', form: { division_id: String(division.id), dry_run: 'true', name_columns: JSON.stringify(['name']), household_column: 'region', skill_mapping: JSON.stringify({ [skill.id]: 'shooting' }), match_decisions: JSON.stringify({ 2: 'new' }), confirm_withdrawals: 'false' } },
    { method: 'get', path: '/api/participants/{id}/', id: player.participantId!, as: 'admin' },
    { method: 'get', path: '/api/participants/', as: 'admin', query: { search: 'Ann' } },
    { method: 'post', path: '/api/participants/{id}/household/', id: player.participantId!, as: 'admin', body: { with_participant_id: mate.participantId! } },
    { method: 'delete', path: '/api/participants/{id}/household/', id: player.participantId!, as: 'admin' },
    { method: 'post', path: '/api/participants/{id}/merge/', id: player.participantId!, as: 'admin', body: { other_id: mate.participantId!, dry_run: true } },
    { method: 'post', path: '/api/evaluations/', as: 'admin', body: { division_id: division.id, name: 'Tryouts', min_evaluators: 3, scale: { min: 1, max: 5, step: 1 }, sessions: [{ date: '2026-09-12', start_time: '09:00', gym: 'North' }], instructions: { [skill.id]: 'Five shots from the line' } } },
    { method: 'patch', path: '/api/evaluations/{id}/', id: evaluation.id, as: 'admin', body: { name: 'Tryouts', min_evaluators: 2, excluded_evaluator_ids: [] } },
    { method: 'get', path: '/api/evaluations/{id}/players/', id: evaluation.id, as: 'admin', query: { search: 'Ann' } },
    { method: 'post', path: '/api/evaluations/{id}/check_in/', id: evaluation.id, as: 'admin', body: { player_id: mate.id } },
    { method: 'post', path: '/api/evaluations/{id}/walk_ups/', id: evaluation.id, as: 'admin', body: { name: 'Walk Up', date_of_birth: '2016-01-01' } },
    { method: 'post', path: '/api/evaluations/{id}/access_codes/', id: evaluation.id, as: 'admin', body: {} },
    { method: 'get', path: '/api/evaluations/{id}/results/', id: evaluation.id, as: 'admin', query: { method: 'corrected', blend_weight: '30' } },
    { method: 'get', path: '/api/evaluations/{id}/coverage/', id: evaluation.id, as: 'admin' },
    { method: 'get', path: '/api/evaluations/{id}/family_reports/', id: evaluation.id, as: 'admin' },
    { method: 'post', path: '/api/evaluations/{id}/finalise/', id: evaluation.id, as: 'admin', body: { method: 'mean', blend_weight: 0 } },
    { method: 'post', path: '/api/evaluate/session/', as: 'anonymous', body: { code: 'ABCD-EFGH', name: 'Volunteer' } },
    { method: 'get', path: '/api/teams/', as: 'admin', query: { division: String(division.id), season: String(season.id), league: String(admin.leagueId) } },
    { method: 'post', path: '/api/teams/', as: 'admin', body: { name: 'Hawks', division: division.id, league: admin.leagueId, coach: 'C' } },
    { method: 'get', path: '/api/teams/{id}/', id: team.id, as: 'admin' },
    { method: 'patch', path: '/api/teams/{id}/', id: team.id, as: 'admin', body: { name: 'Hawks', coach: 'Coach' } },
    { method: 'delete', path: '/api/teams/{id}/', as: 'admin' },
    { method: 'get', path: '/api/teams/export/', as: 'admin', query: { league: String(admin.leagueId), division: String(division.id), season: String(season.id), scope: 'division', columns: 'name', skill_ids: String(skill.id), column_labels: '{}' } },
    { method: 'get', path: '/api/public/leagues/', as: 'anonymous' },
    { method: 'get', path: '/api/quizzes/', as: 'manager', query: { status: 'active' } },
    { method: 'post', path: '/api/quizzes/create/', as: 'manager', body: { title: quiz.title, description: '', time_limit_minutes: 10, passing_score: 60, start_date: null, end_date: null, status: 'active', ai_generated: false, ai_prompt_used: '', questions: [{ question_text: 'Q?', question_type: 'true_false', options: [], correct_answer: 'true', explanation: 'E', rule_reference: 'Art. 1', order: 1 }] } },
    { method: 'get', path: '/api/quizzes/{id}/', id: quiz.id, as: 'manager' },
    { method: 'put', path: '/api/quizzes/{id}/update/', id: active.id, as: 'manager', body: { title: active.title, description: '', time_limit_minutes: 10, passing_score: 60, start_date: null, end_date: '2020-01-01', status: 'draft' } },
    { method: 'patch', path: '/api/quizzes/{id}/activate/', id: quiz.id, as: 'manager', body: { status: 'archived' } },
    { method: 'post', path: '/api/quizzes/{id}/questions/add/', id: active.id, as: 'manager', body: { question_text: 'Q?', question_type: 'single_choice', options: ['a', 'b'], correct_answer: 'c', explanation: 'E', rule_reference: 'Art. 1', order: 2 } },
    { method: 'put', path: '/api/quizzes/questions/{id}/', id: question.id, as: 'manager', body: { question_text: 'Q?', question_type: 'single_choice', options: ['a'], correct_answer: 'b', explanation: 'E', rule_reference: 'Art. 1', order: 1 } },
    { method: 'delete', path: '/api/quizzes/questions/{id}/', as: 'manager' },
    { method: 'get', path: '/api/quizzes/admin/results/', as: 'manager', query: { quiz: String(quiz.id), user: String(referee.id) } },
    { method: 'get', path: '/api/quizzes/attempts/', as: 'referee' },
    { method: 'patch', path: '/api/quizzes/attempts/{id}/submit/', id: attempt.id, as: 'referee', body: { answers: { '999999': 'true' } } },
    { method: 'post', path: '/api/quizzes/{id}/start/', as: 'referee' },
    { method: 'post', path: '/api/quizzes/ai/generate/', as: 'manager', body: { topic: 'shot clock', prompt: 'p', num_questions: 3, question_types: ['true_false'] } },
    { method: 'get', path: '/api/referees/profile/', as: 'referee' },
    { method: 'get', path: '/api/referees/list/', as: 'manager' },
    { method: 'get', path: '/api/quizzes/transcript/', as: 'referee' },
    { method: 'get', path: '/api/referees/{id}/transcript/', id: referee.id, as: 'manager' },
    { method: 'post', path: '/api/quizzes/{id}/grants/', id: active.id, as: 'manager', body: { referee_id: referee.id } },
    { method: 'get', path: '/api/quizzes/bank/', as: 'manager', query: { search: 'travel', category: 'Violations', quiz_id: 'none', tag: 'x', page: '1', page_size: '20' } },
    { method: 'post', path: '/api/quizzes/bank/', as: 'manager', body: { question_text: 'Q?', question_type: 'true_false', correct_answer: 'true', category: 'Fouls', difficulty: 'easy', edition: 'FIBA 2024', tags: ['a'], status: 'draft' } },
    { method: 'patch', path: '/api/quizzes/bank/{id}/', id: banked.id, as: 'manager', body: { question_text: 'A travel is a violation.', category: 'Violations', tags: ['travel'] } },
    { method: 'post', path: '/api/quizzes/{id}/questions/from_bank/', id: quiz.id, as: 'manager', body: { question_ids: [banked.id] } },
    { method: 'post', path: '/api/quizzes/attempts/{id}/flags/', id: attempt.id, as: 'referee', body: { question_id: active.questions[0]!.id, comment: 'Looks wrong' } },
    { method: 'get', path: '/api/quizzes/flags/', as: 'manager', query: { status: 'open', question_id: String(banked.id) } },
    { method: 'post', path: '/api/quizzes/import/', as: 'manager', form: { category: 'Imported', edition: 'FIBA 2024' }, file: { name: 'bank.gift', content: Buffer.from('::Travel::A travel is a violation.{T}\n') } },
    { method: 'get', path: '/api/quizzes/bank/export/', as: 'manager', query: { category: 'Violations', format: 'moodle_xml' } },
    ...(await arrangeSeasonEndpoints(db, { admin, referee, season, division, team })),
    ...(await arrangeDraftAndLinkEndpoints(db, { admin, division, skill })),
  ];
  const users: Record<FuzzEndpoint['as'], TestUser | null> = { admin, manager, referee, anonymous: null };
  return { leagueId: admin.leagueId, leagueName: league.name, endpoints, users };
}
