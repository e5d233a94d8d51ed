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

describe('one road: an export balanced as a team file and as imported registrations (issue 37)', () => {
  it('gets the same teams through both doors, keeping every coach and request rule', async () => {
    const upload = await arrangeSkilledDivision(t, 'Overall', 'Skill Rating');
    const stored = await arrangeSkilledDivision(t, 'Overall', 'Skill Rating');

    const byFile = await previewTeams(t, upload, { ...proposedFields(leagueAppsHeader), number_of_teams: '4', seed: '5' }, leagueAppsExport);
    await importExport(t, stored, leagueAppsExport);
    const byImport = await balanceStored(t, stored, 4, 5);

    expect(rulesKept(byImport)).toEqual({ headCoachTeams: 4, assistantWithHead: true, mutualKept: mutualRequests.length });
    expect(rulesKept(byFile)).toEqual(rulesKept(byImport));
    expect(rosterNames(byImport)).toEqual(rosterNames(byFile));
  });
});
