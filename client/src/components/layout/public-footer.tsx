import { Box, Typography } from '@mui/material';

export function PublicFooter() {
  return (
    <Box
      component="footer"
      sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, py: 1, textAlign: 'center', bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="body2" color="text.secondary">
        © 2025 - Built with a basketball
      </Typography>
    </Box>
  );
}
