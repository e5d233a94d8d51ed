import request from 'supertest';
import { expect } from 'vitest';
import type { BalancePreviewDto, ImportPlayersResultDto } from '@league/contract';
import type { SkilledDivision } from './balance-preview.js';
import type { TestContext } from './test-app.js';

// A LeagueApps-style registration export as leagues have it (issue 37): the headers written the
// way the export writes them, parents who volunteer to coach, and free-text buddy requests.
// Four head coaches (Garcia, Smith, Park, Brown); Ann Stone assists and her Emma and Liam Garcia
// asked for each other; Riley and Zoe, Mia and Ella, Noah and Jack asked for each other too.
export const leagueAppsHeader = 'Registration ID,Participant First Name,Participant Last Name,Participant Birth Date,Gender,Parent/Guardian 1 First Name,Parent/Guardian 1 Last Name,Parent/Guardian 1 Email,Volunteer Role,Buddy Request,Skill Rating';

const rows = [
  'LA-101,Liam,Garcia,03/14/2016,Male,Maria,Garcia,maria.garcia@example.org,Head Coach,Emma Stone please,6',
  'LA-102,Riley,Williams,2016-07-02,Female,Tom,Williams,tom.w@example.org,,Please put with Zoe King,5',
  'LA-103,Emma,Stone,2016-01-20,Female,Ann,Stone,ann.stone@example.org,Assistant Coach,with Liam Garcia,4',
  'LA-104,Noah,Smith,2016-05-09,Male,Dan,Smith,dan.smith@example.org,Head Coach,Jack Lee,7',
  'LA-105,Ava,Brown,2016-11-30,Female,Kim,Brown,kim.brown@example.org,Head Coach,,3',
  'LA-106,Mia,Chen,2016-02-11,Female,Lee,Chen,lee.chen@example.org,Snacks,Ella Diaz,5',
  'LA-107,Owen,Park,2016-08-08,Male,Jae,Park,jae.park@example.org,Head Coach,,6',
  'LA-108,Zoe,King,2016-09-17,Female,Bo,King,bo.king@example.org,No,Riley Williams!,4',
  'LA-109,Jack,Lee,2016-04-04,Male,Sam,Lee,sam.lee@example.org,,Noah S.,8',
  'LA-110,Ella,Diaz,2016-06-21,Female,Rosa,Diaz,rosa.diaz@example.org,,Mia Chen,2',
  'LA-111,Leo,Rossi,2016-10-01,Male,Gia,Rossi,gia.rossi@example.org,,,9',
  'LA-112,Ivy,Nguyen,2016-12-12,Female,Thu,Nguyen,thu.nguyen@example.org,,,1',
  'LA-113,Max,Fischer,2016-03-03,Male,Eva,Fischer,eva.fischer@example.org,,,5',
  'LA-114,Lily,Ortiz,2016-07-27,Female,Ana,Ortiz,ana.ortiz@example.org,,,6',
  'LA-115,Finn,Walsh,2016-05-15,Male,Pat,Walsh,pat.walsh@example.org,,,3',
  'LA-116,Sara,Kim,2016-02-28,Female,Min,Kim,min.kim@example.org,,,7',
  'LA-117,Eli,Cooper,2016-01-09,Male,Joe,Cooper,joe.cooper@example.org,,,4',
  'LA-118,Nora,Hall,2016-06-06,Female,Liz,Hall,liz.hall@example.org,,,6',
  'LA-119,Sam,Price,2016-09-09,Male,Al,Price,al.price@example.org,,,5',
  'LA-120,Ruby,Reed,2016-10-10,Female,Jo,Reed,jo.reed@example.org,,,3',
  'LA-121,Theo,Bell,2016-11-11,Male,Cy,Bell,cy.bell@example.org,,,7',
  'LA-122,Iris,Cole,2016-12-01,Female,Di,Cole,di.cole@example.org,,,5',
  'LA-123,Ben,Ford,2016-04-14,Male,Ed,Ford,ed.ford@example.org,,,6',
  'LA-124,Kai,Long,2016-08-20,Male,Flo,Long,flo.long@example.org,,,4',
];
export const leagueAppsExport = [leagueAppsHeader, ...rows].join('\r\n');

export const headCoachChildren = ['Liam Garcia', 'Noah Smith', 'Ava Brown', 'Owen Park'];
export const mutualRequests: [string, string][] = [['Liam Garcia', 'Emma Stone'], ['Riley Williams', 'Zoe King'], ['Mia Chen', 'Ella Diaz'], ['Noah Smith', 'Jack Lee']];

/** POST /players/import/ with the division's skill read from "Skill Rating"; fails the test unless it answers 200. */
export async function importExport(t: TestContext, a: SkilledDivision, csv: string, fields: Record<string, string> = {}) {
  let req = request(t.app).post('/api/players/import/').set(a.admin.auth).field('division_id', String(a.division.id));
  for (const [key, value] of Object.entries({ dry_run: 'false', skill_mapping: JSON.stringify({ [a.skill.id]: 'Skill Rating' }), ...fields })) req = req.field(key, value);
  const res = await req.attach('file', Buffer.from(csv), { filename: 'leagueapps.csv', contentType: 'text/csv' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ImportPlayersResultDto;
}

/** Create Teams on the division's stored players; fails the test unless it answers 200. */
export async function balanceStored(t: TestContext, a: SkilledDivision, teams: number, seed = 5) {
  const res = await request(t.app)
    .post('/api/players/balanced_teams/')
    .set(a.admin.auth)
    .send({ source: 'stored', league_id: a.admin.leagueId, division_id: a.division.id, number_of_teams: teams, seed });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as BalancePreviewDto;
}

export const teamOf = (preview: BalancePreviewDto, player: string) => preview.results.find((team) => team.players.some((p) => p.name === player))!;

/** Each team's players' names, sorted, teams in order. */
export const rosterNames = (preview: BalancePreviewDto) => preview.results.map((team) => team.players.map((p) => p.name).sort());
