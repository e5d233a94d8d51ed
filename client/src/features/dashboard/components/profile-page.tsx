import { Paper, Typography } from '@mui/material';

export function ProfilePage() {
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        My Profile
      </Typography>
      <Typography color="text.secondary">Profile details are coming soon.</Typography>
    </Paper>
  );
}
