import { describe, expect, it } from 'vitest';
import { proposeColumnMapping, type BalancePreviewDto } from '@league/contract';
import { arrangeSkilledDivision, previewTeams } from '../../../testing/balance-preview.js';
import { balanceStored, headCoachChildren, importExport, leagueAppsExport, leagueAppsHeader, mutualRequests, rosterNames, teamOf } from '../../../testing/registration-export.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

/** The fields Create Teams sends once the admin accepts the columns it proposed for a file. */
function proposedFields(header: string): Record<string, string> {
  const { name_columns, ...roles } = proposeColumnMapping(header.split(','));
  return { name_columns: JSON.stringify(name_columns), ...(roles as Record<string, string>) };
}

const rulesKept = (teams: BalancePreviewDto) => ({
  headCoachTeams: new Set(headCoachChildren.map((child) => teamOf(teams, child).team_name)).size,
  assistantWithHead: teamOf(teams, 'Emma Stone').team_name === teamOf(teams, 'Liam Garcia').team_name,
  mutualKept: mutualRequests.filter(([one, other]) => teamOf(teams, one).team_name === teamOf(teams, other).team_name).length,
});

/**
 * What the preview reports of the rules, as the admin reads it: coaches, requests, siblings,
 * warnings. A file names its spreadsheet rows (the header is row 1), the stored division its
 * players' places (1 = first): warnings are compared without their row numbers.
 */
const ruleReport = ({ results, summary }: BalancePreviewDto, coach = (name: string | null | undefined): unknown => name) => ({
  coaches: results.map((team) => [team.team_name, coach(team.coach_name)]),
  requests: { total: summary.requests.total, honoured: summary.requests.honoured, counts: summary.requests.counts, broken: summary.requests.broken },
  unmatched: summary.unmatched_requests.map(({ player, text, reason, candidates }) => ({ player, text, reason, candidates })),
  siblings: summary.groups,
  warnings: summary.warnings.map((w) => w.replace(/\brow \d+/g, 'row #')),
});
const hasCoach = (name: string | null | undefined) => !!name;

// The export with one "Parent Name" column instead of the guardian's first and last name, and a
// family column: Liam Garcia's younger brother Lucas, and the Kims' twins.
const oneParentColumn = (row: string) => row.replace(/^((?:[^,]*,){5})([^,]*),([^,]*),/, '$1$2 $3,');
const familyHeader = `${oneParentColumn(leagueAppsHeader).replace('Parent/Guardian 1 First Name Parent/Guardian 1 Last Name', 'Parent Name')},Family ID`;
const familyExport = [
  familyHeader,
  ...leagueAppsExport.split('\r\n').slice(1).map((row) => `${oneParentColumn(row)},${row.startsWith('LA-101,') ? 'F-GARCIA' : row.startsWith('LA-116,') ? 'F-KIM' : ''}`),
  'LA-125,Lucas,Garcia,2017-02-02,Male,Maria Garcia,maria.garcia@example.org,,,5,F-GARCIA',
  'LA-126,Dae,Kim,2016-02-28,Male,Min Kim,min.kim@example.org,,,3,F-KIM',
].join('\r\n');

/** One export balanced through both doors: uploaded as a team file, and imported then balanced as stored. */
async function throughBothDoors(header: string, csv: string, teams: number, seed: number) {
  const upload = await arrangeSkilledDivision(t, 'Overall', 'Skill Rating');
  const stored = await arrangeSkilledDivision(t, 'Overall', 'Skill Rating');
  const byFile = await previewTeams(t, upload, { ...proposedFields(header), number_of_teams: String(teams), seed: String(seed) }, csv);
  await importExport(t, stored, csv);
  return { byFile, byImport: await balanceStored(t, stored, teams, seed) };
}

describe('one road: an export balanced as a team file and as imported registrations (issue 37)', () => {
  it('gets the same teams through both doors, keeping every coach and request rule', async () => {
    const { byFile, byImport } = await throughBothDoors(leagueAppsHeader, leagueAppsExport, 4, 5);

    expect(rulesKept(byImport)).toEqual({ headCoachTeams: 4, assistantWithHead: true, mutualKept: mutualRequests.length });
    expect(rulesKept(byFile)).toEqual(rulesKept(byImport));
    expect(rosterNames(byImport)).toEqual(rosterNames(byFile));
    expect(ruleReport(byFile, hasCoach)).toEqual(ruleReport(byImport, hasCoach));
  });

  // Known drift in the reading, not the pipeline: the import names a volunteer after the guardian
  // name columns when no parent name column is read; the upload reads one parent name column only
  // and says "Parent of Liam Garcia". When the upload reads them too, this test fails: make it `it`.
  it.fails('names the coaches from the guardian name columns through the file door too', async () => {
    const { byFile, byImport } = await throughBothDoors(leagueAppsHeader, leagueAppsExport, 4, 5);

    expect(ruleReport(byFile)).toEqual(ruleReport(byImport));
  });

  it('reports the same coaches, kept requests, siblings and warnings through both doors when families come with the export', async () => {
    const { byFile, byImport } = await throughBothDoors(familyHeader, familyExport, 3, 9);

    expect(byImport.summary.groups).toEqual({ count: 2, kept: 2 });
    expect(teamOf(byImport, 'Liam Garcia').coach_name).toBe('Maria Garcia');
    expect(teamOf(byImport, 'Lucas Garcia').team_name).toBe(teamOf(byImport, 'Liam Garcia').team_name);
    // Four head coaches for three teams: one is told, through either door, that there was no team left.
    expect(byImport.summary.warnings.some((w) => w.startsWith('More head coaches volunteered than there are teams'))).toBe(true);
    expect(ruleReport(byFile)).toEqual(ruleReport(byImport));
    expect(rosterNames(byFile)).toEqual(rosterNames(byImport));
  });
});
