import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import type { QuestionMediaDto } from '@league/contract';
import { QuestionMediaEditor } from '@/components/question-media/question-media-editor';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';

const server = setupMswServer();
const user = userEventLib.setup({ delay: null });

const attachedClip: QuestionMediaDto = { id: 7, kind: 'video', mime: 'video/webm', alt_text: 'A4 steps out of bounds on the sideline.', url: '/api/quizzes/media/7/file/?sig=abc' };

function openEditor(media: QuestionMediaDto[] = [], maxMb = 50) {
  localStorage.setItem('refereeToken', 'admin-token');
  server.use(http.get(apiUrl('/quizzes/media_settings/'), () => HttpResponse.json({ max_media_mb: maxMb })));
  renderWithProviders(<QuestionMediaEditor questionId={11} media={media} owner="question 1" />);
}

const clipFile = (bytes = 2048) => new File([new Uint8Array(bytes)], 'travel.webm', { type: 'video/webm' });
const fileInput = () => screen.getByLabelText('Attach a picture or clip');

/** Pasted in one event: typing key by key re-measures MUI's textarea each time. */
async function describeClip(text: string) {
  await user.click(screen.getByLabelText(/Describe what happens in the clip/));
  await user.paste(text);
}

describe('QuestionMediaEditor', () => {
  it('uploads the chosen clip with its description and shows it with a player', async () => {
    openEditor();
    const sent: { file: FormDataEntryValue | null; alt: FormDataEntryValue | null }[] = [];
    server.use(
      http.post(apiUrl('/quizzes/questions/11/media/'), async ({ request }) => {
        const form = await request.formData();
        sent.push({ file: form.get('file'), alt: form.get('alt_text') });
        return HttpResponse.json({ ...attachedClip, size: 2048 }, { status: 201 });
      }),
    );

    await user.upload(fileInput(), clipFile());
    await describeClip('A4 steps out of bounds on the sideline.');
    await user.click(screen.getByRole('button', { name: 'Attach clip' }));

    expect(await screen.findByLabelText('Clip for question 1')).toHaveAttribute('src', attachedClip.url);
    expect(sent).toHaveLength(1);
    // jsdom's form upload keeps the file's type and bytes (the name arrives as "blob").
    expect(sent[0]?.file).toMatchObject({ type: 'video/webm', size: 2048 });
    expect(sent[0]?.alt).toBe('A4 steps out of bounds on the sideline.');
    expect(screen.getByRole('button', { name: 'Remove clip' })).toBeEnabled();
  });

  it('asks for the description before sending a clip', async () => {
    openEditor();
    let calls = 0;
    server.use(http.post(apiUrl('/quizzes/questions/11/media/'), () => { calls += 1; return HttpResponse.json({}, { status: 201 }); }));

    await user.upload(fileInput(), clipFile());
    await user.click(screen.getByRole('button', { name: 'Attach clip' }));

    expect(await screen.findByText('Please describe the clip for referees who cannot see it.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it("shows the server's sentence when it refuses the file", async () => {
    openEditor();
    server.use(
      http.post(apiUrl('/quizzes/questions/11/media/'), () =>
        HttpResponse.json({ error: 'travel.webm is not a clip this league can keep: only MP4 and WebM clips.' }, { status: 400 }),
      ),
    );

    await user.upload(fileInput(), clipFile());
    await describeClip('A4 travels.');
    await user.click(screen.getByRole('button', { name: 'Attach clip' }));

    expect(await screen.findByText('travel.webm is not a clip this league can keep: only MP4 and WebM clips.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Clip for question 1')).not.toBeInTheDocument();
  });

  it('refuses a file over the league limit before uploading it, naming both sizes', async () => {
    openEditor([], 1);

    await user.upload(fileInput(), clipFile(3 * 1024 * 1024));

    expect(await screen.findByText('travel.webm is 3.0 MB; pictures and clips can be at most 1 MB each.')).toBeInTheDocument();
  });

  it('removes an attached clip', async () => {
    openEditor([attachedClip]);
    const deleted: string[] = [];
    server.use(http.delete(apiUrl('/quizzes/media/7/'), ({ request }) => { deleted.push(request.url); return new HttpResponse(null, { status: 204 }); }));
    const section = screen.getByRole('region', { name: 'Pictures and clips of question 1' });
    expect(within(section).getByLabelText('Clip for question 1')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Remove clip' }));

    await waitFor(() => expect(within(section).queryByLabelText('Clip for question 1')).not.toBeInTheDocument());
    expect(deleted).toHaveLength(1);
  });
});
