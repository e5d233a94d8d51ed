import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { CertificationAdminPage } from '@/features/certification-admin/components/certification-admin-page';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl } from '@/testing/msw-server';

export const youth = { id: 1, name: 'Youth', edition: 'FIBA 2024', requirements: [{ kind: 'quiz', quiz_id: 3 }, { kind: 'clinic' }], validity_days: 365, valid_until: null, created_at: '2027-01-01T00:00:00Z' };
export const jo = { id: 4, username: 'jsmith', first_name: 'Jo', last_name: 'Smith', email: 'jo@example.org', user_type: 'referee', is_active: true, extra_time_percent: 0, certificate_reminders: true };
export const joCertificate = { code: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', referee_id: 4, referee_name: 'Jo Smith', level_id: 1, level: 'Youth', valid_from: '2027-01-01', valid_until: '2027-03-20', expires_in_days: 10 };

/** The certification page with a league of one level, one quiz, one referee and one certificate. */
export function renderCertification(server: SetupServer, levels: unknown[] = [youth]) {
  localStorage.setItem('refereeToken', 'admin-token');
  server.use(
    http.get(apiUrl('/referees/certification_levels/'), () => HttpResponse.json({ count: levels.length, results: levels })),
    http.get(apiUrl('/quizzes/'), () => HttpResponse.json({ count: 1, results: [{ id: 3, title: 'Fouls' }] })),
    http.get(apiUrl('/referees/list/'), () => HttpResponse.json({ count: 1, results: [jo] })),
    http.get(apiUrl('/referees/certificates/'), () => HttpResponse.json({ on: '2027-03-10', count: 1, results: [joCertificate] })),
  );
  return renderRoutes([{ path: '/referee/admin/certification', element: <CertificationAdminPage /> }], '/referee/admin/certification');
}
