import { Box, Typography } from '@mui/material';

interface MediaDescriptionProps {
  /** Referenced by the media's aria-describedby, so screen readers hear it even while closed. */
  id: string;
  summary: string;
  text: string;
}

/** The text alternative behind a native disclosure: Enter or Space opens it, no script needed. */
export function MediaDescription({ id, summary, text }: MediaDescriptionProps) {
  return (
    <Box component="details" sx={{ '& > summary': { cursor: 'pointer', py: 1, minHeight: 44, display: 'list-item' } }}>
      <Typography component="summary" variant="body2" sx={{ fontWeight: 600 }}>
        {summary}
      </Typography>
      <Typography id={id} variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {text}
      </Typography>
    </Box>
  );
}
