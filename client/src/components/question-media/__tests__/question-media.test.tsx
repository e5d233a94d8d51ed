import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import type { QuestionMediaDto } from '@league/contract';
import { QuestionMedia } from '@/components/question-media/question-media';

const user = userEventLib.setup({ delay: null });
const clip: QuestionMediaDto = { id: 7, kind: 'video', mime: 'video/mp4', alt_text: 'B5 blocks A4 under the basket before A4 leaves the floor.', url: '/media/7?sig=abc' };
const picture: QuestionMediaDto = { id: 8, kind: 'image', mime: 'image/png', alt_text: 'The official signals a travel: both fists rolling.', url: '/media/8?sig=def' };

afterEach(() => vi.restoreAllMocks());

describe('QuestionMedia', () => {
  it('shows a clip with controls, playing inline and loading only its metadata first', () => {
    render(<QuestionMedia media={[clip]} owner="question 3" />);

    const video = screen.getByLabelText('Clip for question 3');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('preload', 'metadata');
  });

  it('gives screen readers the text alternative as the clip description, and a visible disclosure', async () => {
    render(<QuestionMedia media={[clip]} owner="question 3" />);

    expect(screen.getByLabelText('Clip for question 3')).toHaveAccessibleDescription(clip.alt_text);
    await user.click(screen.getByText('Describe the clip'));
    expect(screen.getByText(clip.alt_text)).toBeVisible();
  });

  it('Replay starts the clip again from the beginning', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    render(<QuestionMedia media={[clip]} owner="question 3" />);
    const video = screen.getByLabelText<HTMLVideoElement>('Clip for question 3');
    video.currentTime = 4.5;

    await user.click(screen.getByRole('button', { name: 'Replay' }));

    expect(video.currentTime).toBe(0);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('Replay is reached and pressed with the keyboard', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    render(<QuestionMedia media={[clip]} owner="question 3" />);

    // jsdom gives the video's own controls no focus stop; a browser puts them first.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Replay' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(play).toHaveBeenCalledTimes(1);
  });

  it('shows a picture with its text alternative', () => {
    render(<QuestionMedia media={[picture]} owner="question 3" />);

    expect(screen.getByRole('img', { name: picture.alt_text })).toHaveAttribute('src', picture.url);
  });

  it('shows nothing for a question without media', () => {
    const { container } = render(<QuestionMedia media={undefined} owner="question 3" />);

    expect(container).toBeEmptyDOMElement();
  });
});
