import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useRefereeAdmins } from '@/features/dashboard/api/referee-admins';

/** Who runs the league's quizzes now. */
export function RefereeAdminsList() {
  const admins = useRefereeAdmins();
  if (admins.isPending) return <Typography color="text.secondary">Loading referee administrators...</Typography>;
  if (admins.isError) return <Typography color="error">The referee administrators could not be loaded.</Typography>;
  if (!admins.data.length) return <Typography color="text.secondary">Your league has no referee administrator yet.</Typography>;
  return (
    <List dense aria-label="Referee administrators">
      {admins.data.map((u) => (
        <ListItem key={u.id} disableGutters>
          <ListItemText primary={`${u.first_name} ${u.last_name}`.trim() || u.username} secondary={`${u.username} · ${u.email}`} />
        </ListItem>
      ))}
    </List>
  );
}
