import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { MediaSizeSetting } from '@/features/quiz-admin/components/media-size-setting';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { fillIn, user } from './form-helpers';
import { signInAsRefereeAdmin } from './fixtures';

const server = setupMswServer();

function renderSetting() {
  signInAsRefereeAdmin();
  const sent: unknown[] = [];
  server.use(
    http.get(apiUrl('/quizzes/media_settings/'), () => HttpResponse.json({ max_media_mb: 50 })),
    http.put(apiUrl('/quizzes/media_settings/'), async ({ request }) => {
      const body = (await request.json()) as { max_media_mb: number };
      sent.push(body);
      return HttpResponse.json(body);
    }),
  );
  renderWithProviders(<MediaSizeSetting />);
  return sent;
}

describe('MediaSizeSetting', () => {
  it("shows the league's limit and saves a new one in megabytes", async () => {
    const sent = renderSetting();
    const field = await screen.findByLabelText('Size limit per file (MB)');
    expect(await screen.findByDisplayValue('50')).toBe(field);

    await fillIn(field, '80');
    await user.click(screen.getByRole('button', { name: 'Save Limit' }));

    expect(await screen.findByText('Pictures and clips can now be up to 80 MB each.')).toBeInTheDocument();
    expect(sent).toEqual([{ max_media_mb: 80 }]);
  });

  it('refuses a limit below 1 MB with a sentence, sending nothing', async () => {
    const sent = renderSetting();
    await screen.findByDisplayValue('50');

    await fillIn(screen.getByLabelText('Size limit per file (MB)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save Limit' }));

    expect(await screen.findByText('The size limit must be at least 1 MB.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
