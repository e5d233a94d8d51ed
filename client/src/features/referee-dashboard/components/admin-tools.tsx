import { useNavigate } from 'react-router-dom';
import { Paper, Stack, Typography, Button } from '@mui/material';
import QuizIcon from '@mui/icons-material/Quiz';
import PeopleIcon from '@mui/icons-material/People';
import SportsIcon from '@mui/icons-material/Sports';
import { paths } from '@/config/paths';

/** Shortcuts for referee administrators into the admin area. */
export function AdminTools() {
  const navigate = useNavigate();
  return (
    <Paper component="section" aria-labelledby="admin-tools-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="admin-tools-heading" variant="h5" component="h2" gutterBottom>
        Admin Tools
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" startIcon={<QuizIcon />} onClick={() => void navigate(paths.referee.adminQuizzes)}>
          Manage Quizzes
        </Button>
        <Button variant="outlined" startIcon={<PeopleIcon />} onClick={() => void navigate(paths.referee.adminReferees)}>
          View Referees
        </Button>
        <Button variant="outlined" startIcon={<SportsIcon />} onClick={() => void navigate(paths.referee.adminOfficials)}>
          Assign Officials
        </Button>
      </Stack>
    </Paper>
  );
}
