import { http, HttpResponse } from 'msw';
import type { TeamTermsDto, TradePreviewDto } from '@league/contract';
import { apiUrl } from '@/testing/msw-server';

const team = (team_id: number, team_name: string, terms: Partial<TeamTermsDto>): TeamTermsDto => ({
  team_id, team_name, player_count: 2, strength_total: 0, tiers: { top: 0, middle: 0, bottom: 0 }, average_height_cm: null, players_outside_region: null, practice_conflicts: 0, ...terms,
});

/** Ava (Hawks) for Dan (Owls), as the server would measure it. */
export const avaForDan: TradePreviewDto = {
  before: {
    strength_gap: 8, height_gap_cm: 15, players_outside_region: 0, practice_conflicts: 1, requests: { total: 2, honoured: 2 },
    teams: [team(21, 'Hawks', { strength_total: 14, tiers: { top: 2, middle: 0, bottom: 0 }, average_height_cm: 145 }), team(22, 'Owls', { strength_total: 6, tiers: { top: 0, middle: 1, bottom: 1 }, average_height_cm: 130 })],
  },
  after: {
    strength_gap: 4, height_gap_cm: 15, players_outside_region: 2, practice_conflicts: 1, requests: { total: 2, honoured: 1 },
    teams: [team(21, 'Hawks', { strength_total: 8, tiers: { top: 1, middle: 0, bottom: 1 }, average_height_cm: 135 }), team(22, 'Owls', { strength_total: 12, tiers: { top: 1, middle: 1, bottom: 0 }, average_height_cm: 150 })],
  },
  breaks_rules: [],
};

/** Answers every preview with `answer` and keeps the bodies asked for. */
export function answerTradePreview(bodies: unknown[], answer: TradePreviewDto = avaForDan) {
  return http.post(apiUrl('/players/trade_preview/'), async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json(answer);
  });
}

/** Dan Reyes (Owls) is the one player Ava Chen can be traded with. */
export const answerDanAsCandidate = () =>
  http.get(apiUrl('/players/1/trade_candidates/'), () =>
    HttpResponse.json({ count: 1, results: [{ id: 4, name: 'Dan Reyes', team_id: 22, team_name: 'Owls', overall_skill: 2, diff: -6, height: null, additional_data: {} }] }),
  );
