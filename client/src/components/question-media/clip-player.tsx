import { useId, useRef } from 'react';
import { Box, Button, Stack } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import type { QuestionMediaDto } from '@league/contract';
import { MediaDescription } from './media-description';

interface ClipPlayerProps {
  media: QuestionMediaDto;
  /** Names the clip for screen readers, e.g. "Clip for question 3". */
  label: string;
}

/**
 * A play-situation clip: the browser's own controls (keyboard and screen-reader ready), a large
 * Replay button for a thumb on a phone, and the text alternative as the video's description.
 */
export function ClipPlayer({ media, label }: ClipPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const descriptionId = useId();

  const replay = () => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = 0;
    // A browser may refuse to play (power saving, autoplay rules): the controls still work then.
    video.play()?.catch(() => undefined);
  };

  return (
    <Stack spacing={1} sx={{ my: 2 }}>
      <Box
        component="video"
        ref={videoRef}
        src={media.url}
        controls
        playsInline
        preload="metadata"
        aria-label={label}
        aria-describedby={media.alt_text ? descriptionId : undefined}
        sx={{ display: 'block', width: '100%', maxHeight: '60vh', bgcolor: 'common.black', borderRadius: 1 }}
      />
      <Button variant="contained" size="large" startIcon={<ReplayIcon />} onClick={replay} sx={{ alignSelf: 'flex-start', minHeight: 48, px: 3 }}>
        Replay
      </Button>
      {media.alt_text && <MediaDescription id={descriptionId} summary="Describe the clip" text={media.alt_text} />}
    </Stack>
  );
}
