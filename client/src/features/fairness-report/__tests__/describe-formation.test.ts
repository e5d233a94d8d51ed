import { describe, expect, it } from 'vitest';
import { describeFormation } from '@/features/fairness-report/lib/describe-formation';
import { report } from './fairness-report-fixtures';

describe('describeFormation', () => {
  it('gives the range of each third when teams differ, and leaves out rules nobody set', () => {
    const [hawks, owls] = report.teams;
    const uneven = {
      ...report,
      rules: { groups: { count: 0, kept: 0 }, locks: { count: 2, kept: 2 }, apart: { count: 0, kept: 0 }, requests: { mutual: { total: 0, honoured: 0 }, one_way: { total: 0, honoured: 0 } } },
      teams: [hawks!, { ...owls!, strength_profile: { top: 3, middle: 2, bottom: 1 } }],
    };

    const text = describeFormation(uneven);

    expect(text).toContain('teams have 2 to 3 top, 2 middle and 1 to 2 bottom players.');
    expect(text).toContain("Rules honoured: 2 of 2 players kept on their chosen team (a coach's child, a returning player).");
    expect(text).not.toContain('request');
  });

  it('says teams were spread evenly in number when no skill was rated', () => {
    const text = describeFormation({ ...report, skills: [], rules: null });

    expect(text).toMatch(/^Players were not rated on any skill, so teams were formed by spreading players evenly in number\./);
    expect(text).not.toContain('Rules honoured');
  });

  it('tells parents whether gender was kept even, as measured on the saved teams, and says nothing when no gender is known', () => {
    const uneven = { kept: false, max_difference: 2, genders: ['F' as const, 'M' as const], widest: { gender: 'F' as const, most: { team_name: 'Hawks', count: 3 }, fewest: { team_name: 'Owls', count: 1 } } };

    expect(describeFormation({ ...report, gender: uneven })).toContain('Gender not kept even: Hawks has 3 girls and Owls 1, a difference of 2.');
    expect(describeFormation({ ...report, gender: { ...uneven, kept: true, max_difference: 1 } })).toContain("Gender kept even: the teams' numbers of girls and boys differ by at most one.");
    expect(describeFormation(report)).not.toContain('Gender');
  });
});
