import { Divider, Paper, Stack, Typography } from '@mui/material';
import { InviteRefereeAdminForm } from './invite-referee-admin-form';
import { LeagueTimeZoneForm } from './league-time-zone-form';
import { RefereeAdminsList } from './referee-admins-list';

export function ProfilePage() {
  return (
    <Paper sx={{ p: 3 }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          My Profile
        </Typography>
        <section aria-labelledby="referee-admins-heading">
          <Typography id="referee-admins-heading" variant="h6" component="h2" gutterBottom>
            Referee Administrators
          </Typography>
          <RefereeAdminsList />
        </section>
        <Divider />
        <InviteRefereeAdminForm />
        <Divider />
        <LeagueTimeZoneForm />
      </Stack>
    </Paper>
  );
}
