import { Link as RouterLink } from 'react-router-dom';
import { Button, Container, Typography } from '@mui/material';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  return (
    <Container component="main" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained">
        Back to Home
      </Button>
    </Container>
  );
}
