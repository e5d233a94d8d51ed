import { useId } from 'react';
import { Box, Stack } from '@mui/material';
import type { QuestionMediaDto } from '@league/contract';
import { ClipPlayer } from './clip-player';
import { MediaDescription } from './media-description';

interface QuestionMediaProps {
  /** The question's media as the server sent it (absent from servers before issue 29). */
  media: readonly QuestionMediaDto[] | undefined;
  /** What the media belongs to, e.g. "question 3": names each player for screen readers. */
  owner: string;
}

/** Every place that shows a question shows its pictures, sounds and clips through this. */
export function QuestionMedia({ media, owner }: QuestionMediaProps) {
  if (!media?.length) return null;
  return (
    <Stack spacing={1}>
      {media.map((item) => (
        <MediaItem key={item.id} media={item} owner={owner} />
      ))}
    </Stack>
  );
}

function MediaItem({ media, owner }: { media: QuestionMediaDto; owner: string }) {
  if (media.kind === 'video') return <ClipPlayer media={media} label={`Clip for ${owner}`} />;
  if (media.kind === 'image') {
    return (
      <Box
        component="img"
        src={media.url}
        alt={media.alt_text}
        loading="lazy"
        sx={{ display: 'block', maxWidth: '100%', maxHeight: '60vh', height: 'auto', my: 1, borderRadius: 1 }}
      />
    );
  }
  return <SoundPlayer media={media} owner={owner} />;
}

function SoundPlayer({ media, owner }: { media: QuestionMediaDto; owner: string }) {
  const descriptionId = useId();
  return (
    <Box sx={{ my: 1 }}>
      <Box
        component="audio"
        src={media.url}
        controls
        preload="metadata"
        aria-label={`Sound for ${owner}`}
        aria-describedby={media.alt_text ? descriptionId : undefined}
        sx={{ width: '100%' }}
      />
      {media.alt_text && <MediaDescription id={descriptionId} summary="What is said or heard" text={media.alt_text} />}
    </Box>
  );
}
