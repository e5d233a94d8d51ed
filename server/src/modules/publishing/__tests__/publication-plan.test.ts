import { describe, expect, it } from 'vitest';
import { planPublication, type PlanPlayer, type PlanTeam } from '../publication-plan.js';

const team = (id: number, name: string, extra: Partial<PlanTeam> = {}): PlanTeam => ({ id, name, coach: `Coach ${name}`, coachEmail: `${name.toLowerCase()}@example.org`, coachPhone: null, practiceDetails: '', ...extra });
const child = (id: number, teamId: number | null, household: number | null, email: string): PlanPlayer => ({
  id,
  name: `Kid ${id}`,
  teamId,
  email: null,
  participant: { id: 100 + id, householdId: household, guardianNames: [`Parent ${id}`], emails: [email] },
});

const teams = [team(1, 'Hawks'), team(2, 'Owls')];
const players = [child(1, 1, 9, 'lee@example.org'), child(2, 2, 9, 'lee@example.org'), child(3, 1, null, 'three@example.org'), child(4, null, null, 'four@example.org')];

describe('planning a publication', () => {
  it('first time: every placed child is a change, siblings are one family, an unplaced child alone is nobody to tell', () => {
    const plan = planPublication(players, teams, null);

    expect(plan.moves.map((m) => m.playerId)).toEqual([1, 2, 3]);
    expect(plan.families.map((f) => f.recipients)).toEqual([['lee@example.org'], ['three@example.org']]);
    expect(plan.families[0]!.children.map((c) => c.id)).toEqual([1, 2]);
    expect([...plan.teamChanges.keys()]).toEqual([1, 2]);
  });

  it('nothing changed: nobody is told', () => {
    const first = planPublication(players, teams, null);

    const again = planPublication(players, teams, first.snapshot);

    expect(again.moves).toEqual([]);
    expect(again.families).toEqual([]);
    expect(again.teamChanges.size).toBe(0);
  });

  it('one child moved: that family and both coaches, not the others', () => {
    const first = planPublication(players, teams, null);
    const moved = players.map((p) => (p.id === 3 ? { ...p, teamId: 2 } : p));

    const again = planPublication(moved, teams, first.snapshot);

    expect(again.families.map((f) => f.recipients)).toEqual([['three@example.org']]);
    expect(again.teamChanges).toEqual(new Map([[1, ['roster changed']], [2, ['roster changed']]]));
  });

  it('a new coach: the team’s families and the coach are told, other teams are not', () => {
    const first = planPublication(players, teams, null);
    const newCoach = [team(1, 'Hawks', { coach: 'Robin', coachEmail: 'robin@example.org' }), teams[1]!];

    const again = planPublication(players, newCoach, first.snapshot);

    expect(again.families.map((f) => f.recipients)).toEqual([['lee@example.org'], ['three@example.org']]);
    expect(again.teamChanges).toEqual(new Map([[1, ['coach changed']]]));
  });

  it('a child taken off a team: the family is told', () => {
    const first = planPublication(players, teams, null);
    const unplaced = players.map((p) => (p.id === 3 ? { ...p, teamId: null } : p));

    const again = planPublication(unplaced, teams, first.snapshot);

    expect(again.moves).toEqual([{ playerId: 3, name: 'Kid 3', from: 1, to: null }]);
    expect(again.families.map((f) => f.recipients)).toEqual([['three@example.org']]);
  });
});
