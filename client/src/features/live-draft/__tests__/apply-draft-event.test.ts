import { describe, expect, it } from 'vitest';
import type { DraftPickDto } from '@league/contract';
import { applyDraftEvent } from '@/features/live-draft/lib/apply-draft-event';
import { draftState } from './draft-fixtures';

const avaToHawks: DraftPickDto = { pick_number: 1, round: 1, team_id: 21, player_id: 1, player_name: 'Ava Chen', auto: false, created_at: '2026-11-26T01:00:00.000Z' };
const owlsNext = { pick_number: 2, round: 1, team_id: 22, team_name: 'Owls', started_at: '2026-11-26T01:00:00.000Z' };

describe('a streamed event applied to the coach’s draft', () => {
  it('moves the picked player from the pool to the team, adding their skill, and passes the turn', () => {
    const after = applyDraftEvent(draftState({ your_team_id: 22 }), { type: 'pick', draft_id: 9, pick: avaToHawks, on_the_clock: owlsNext })!;

    expect(after.pool.map((p) => p.name)).toEqual(['Ben Ortiz', 'Cleo Park']);
    expect(after.teams[0]).toMatchObject({ team_name: 'Hawks', players: 2, total_skill: 13.2 });
    expect(after.on_the_clock?.team_name).toBe('Owls');
    expect(after.your_team_id).toBe(22);
  });

  it('ignores a pick it already holds, so a pick heard twice is counted once', () => {
    const once = applyDraftEvent(draftState(), { type: 'pick', draft_id: 9, pick: avaToHawks, on_the_clock: owlsNext });

    const twice = applyDraftEvent(once, { type: 'pick', draft_id: 9, pick: avaToHawks, on_the_clock: owlsNext });

    expect(twice).toBe(once);
  });

  it('takes a whole state as the truth but keeps which team is the coach’s', () => {
    const after = applyDraftEvent(draftState({ your_team_id: 22 }), { type: 'state', draft: draftState({ status: 'paused' }) })!;

    expect(after).toMatchObject({ status: 'paused', your_team_id: 22 });
  });
});
