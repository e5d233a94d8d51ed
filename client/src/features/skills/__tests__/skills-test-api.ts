import { http, HttpResponse } from 'msw';
import { apiUrl, mswServer } from '@/testing/msw-server';

export const seasons = [
  { id: 3, name: 'Fall 2026', year: 2026, start_date: '2026-09-01', end_date: '2027-03-31', league: 7, is_active: true },
  { id: 4, name: 'Spring 2027', year: 2027, start_date: '2027-03-01', end_date: '2027-06-30', league: 7, is_active: false },
];
export const divisions = [{ id: 11, name: 'U10', season: 3, season_name: 'Fall 2026', min_age: 8, max_age: 10, description: '', league: 7 }];
export const dribbling = { id: 21, name: 'Dribbling', description: 'Ball control', weight: 3, normalization_factor: 10, division: 11 };

/** Seasons, the U10 division of Fall 2026 and its skills, as the skills page reads them. */
export function answerSkillsPageLists(skills: unknown[] = [dribbling]) {
  mswServer.use(
    http.get(apiUrl('/seasons/'), () => HttpResponse.json({ count: seasons.length, results: seasons })),
    http.get(apiUrl('/divisions/'), ({ request }) => {
      const season = new URL(request.url).searchParams.get('season');
      const results = divisions.filter((d) => String(d.season) === season);
      return HttpResponse.json({ count: results.length, results });
    }),
    http.get(apiUrl('/skills/'), () => HttpResponse.json({ count: skills.length, results: skills })),
  );
}
