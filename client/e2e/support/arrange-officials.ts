import { apiCall } from './api';
import { arrangeReferee, type Referee } from './arrange-referees';
import type { ScheduleSeason } from './arrange-schedule';

// Officials for a season's games (issue 41), arranged through the API as an assignor would set
// them up: three ranked certification levels issued at a clinic, what each division's games
// need, and eight referees with their availability and relations.
const dayMs = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs);

/**
 * `count` Saturdays from two weeks after today: a clinic's certificate starts today, so every game
 * comes after it, whatever day the suite runs.
 */
export function upcomingSaturdays(count = 8, now = Date.now()): string[] {
  const start = new Date(now + 14 * dayMs);
  const first = start.getTime() + ((6 - start.getUTCDay() + 7) % 7) * dayMs;
  return Array.from({ length: count }, (_, i) => isoDay(first + i * 7 * dayMs));
}

/** The school's gym time on these Saturdays (Lincoln's two courts and Roosevelt, 9:00 to 13:00), dated as schools write them. */
export function gymTimeOn(saturdays: string[]): string {
  const usDate = (day: string) => { const [y, m, d] = day.split('-').map(Number); return `${m}/${d}/${y}`; };
  const rows = saturdays.flatMap((day) => [`Lincoln,1,${usDate(day)},9am,1pm,12 Elm St`, `Lincoln,2,${usDate(day)},9am,1pm,12 Elm St`, `Roosevelt,1,${usDate(day)},9am,1pm,400 Oak Ave`]);
  return ['venue,court,date,start,end,address', ...rows].join('\n');
}

type Level = { id: number; name: string };
type LevelName = 'Youth' | 'Regional' | 'National';

export interface Official extends Referee {
  name: string;
  level: LevelName;
}

/** Eight referees of three levels: one whose Regional certificate lapses mid-season, one a parent of a U12 player, one aged 15. */
const roster: { first: string; last: string; level: LevelName; lapses?: true; parent?: true; age15?: true }[] = [
  { first: 'Nia', last: 'Nash', level: 'National' },
  { first: 'Ned', last: 'Noble', level: 'National' },
  { first: 'Rob', last: 'Reyes', level: 'Regional' },
  { first: 'Ria', last: 'Ross', level: 'Regional' },
  { first: 'Eve', last: 'Ellis', level: 'Regional', lapses: true },
  { first: 'Pat', last: 'Parker', level: 'Regional', parent: true },
  { first: 'Yan', last: 'Young', level: 'Youth' },
  { first: 'Tia', last: 'Teague', level: 'Youth', age15: true },
];

async function createLevel(token: string, name: LevelName, below: Level | null, validityDays: number): Promise<Level> {
  const requirements = [{ kind: 'clinic' }, ...(below ? [{ kind: 'level', level_id: below.id }] : [])];
  return apiCall<Level>(token, 'POST', '/referees/certification_levels/', { name, requirements, validity_days: validityDays });
}

/** A clinic at each level up to `level`: each issues that level's certificate from today. */
async function certify(token: string, levels: Level[], referee: Referee, upTo: LevelName, today: string) {
  for (const level of levels.slice(0, levels.findIndex((l) => l.name === upTo) + 1)) {
    await apiCall(token, 'POST', `/referees/certification_levels/${level.id}/clinic/`, { referee_id: referee.id, attended_on: today });
  }
}

/**
 * The officials of a season whose schedule is published on `saturdays`: U8 games need a referee
 * and an umpire (Youth level, youth allowed), U12 games a Regional adult referee and a Youth
 * umpire. Every referee works Saturdays 8:00-14:00, three games a day at most, and takes
 * `dayOff` off (so that day's games stay open, with their reason).
 */
export async function arrangeOfficials(s: ScheduleSeason, saturdays: string[], dayOff: string) {
  const { token, leagueId } = s.league;
  const today = isoDay(Date.now());
  // Eve's Regional certificate ends the day before the fourth Saturday; the level is then set to
  // a year, which certificates already issued keep their dates through (decision 0074).
  const lapseDays = daysBetween(today, saturdays[3]!);
  const youth = await createLevel(token, 'Youth', null, 365);
  const regional = await createLevel(token, 'Regional', youth, lapseDays);
  const national = await createLevel(token, 'National', regional, 365);
  const levels = [youth, regional, national];
  const [u8, u12] = s.divisions;
  await apiCall(token, 'PUT', `/divisions/${u8!.id}/officiating/`, {
    officials: [{ role: 'referee', min_level_id: youth.id, youth_allowed: true, fee: 20 }, { role: 'umpire', min_level_id: youth.id, youth_allowed: true, fee: 15 }],
  });
  await apiCall(token, 'PUT', `/divisions/${u12!.id}/officiating/`, {
    officials: [{ role: 'referee', min_level_id: regional.id, youth_allowed: false, fee: 30 }, { role: 'umpire', min_level_id: youth.id, youth_allowed: true, fee: 20 }],
  });
  const fifteen = isoDay(Date.parse(`${Number(today.slice(0, 4)) - 15}${today.slice(4)}`) - 30 * dayMs);
  const u12Players = (await apiCall<{ results: { id: number; team: number | null }[] }>(token, 'GET', `/players/?division=${u12!.id}`)).results;
  const officials: Official[] = [];
  const ordered = [...roster].sort((a, b) => Number(!a.lapses) - Number(!b.lapses));
  for (const person of ordered) {
    const referee = await arrangeReferee(leagueId, { firstName: person.first, lastName: person.last, born: person.age15 ? fifteen : '1990-05-01' });
    await certify(token, levels, referee, person.level, today);
    if (person.lapses) await apiCall(token, 'PUT', `/referees/certification_levels/${regional.id}/`, { name: 'Regional', requirements: [{ kind: 'clinic' }, { kind: 'level', level_id: youth.id }], validity_days: 365 });
    if (person.parent) await apiCall(token, 'PUT', `/referees/${referee.id}/relations/`, { player_ids: [u12Players[0]!.id], team_ids: [] });
    await apiCall(referee.token, 'PUT', '/referees/me/availability/', { weekly: [{ weekday: 'sat', start: '8:00', end: '14:00' }], dates_off: [dayOff], max_games_per_day: 3 });
    officials.push({ ...referee, name: `${person.first} ${person.last}`, level: person.level });
  }
  return { levels, officials, parentTeamId: u12Players[0]!.team! };
}
