import { useParams } from 'react-router-dom';
import axios from 'axios';
import { Alert, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import type { CertificateStatus } from '@league/contract';
import { usePublicCertificate } from '@/features/certificate-verify/api/get-certificate';
import { apiErrorMessage } from '@/lib/api-client';
import { formatCalendarDay } from '@/lib/format-calendar-day';

const dayText = (day: string) => formatCalendarDay(day, 'long');

const statusText: Record<CertificateStatus, { severity: 'success' | 'warning' | 'error'; sentence: string }> = {
  valid: { severity: 'success', sentence: 'Valid: this referee holds this certificate.' },
  expired: { severity: 'warning', sentence: 'Expired: this certificate is no longer valid.' },
  revoked: { severity: 'error', sentence: 'Withdrawn: the league revoked this certificate.' },
};

/** The page a certificate's QR code opens: who, which level, valid when, and whether it still stands. */
export function VerifyCertificatePage() {
  const code = useParams().code ?? '';
  const { data, isLoading, error } = usePublicCertificate(code);
  const status = axios.isAxiosError(error) ? error.response?.status : undefined;

  return (
    <Container maxWidth="sm" component="main" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Referee certificate check
      </Typography>
      {isLoading && <Typography color="text.secondary">Checking the certificate...</Typography>}
      {error && (
        <Alert severity="error">
          {status === 404 ? 'No certificate has this code. Check the code printed on the certificate, letter by letter.' : apiErrorMessage(error)}
        </Alert>
      )}
      {data && (
        <Stack spacing={2}>
          <Alert severity={statusText[data.status].severity}>{statusText[data.status].sentence}</Alert>
          <Card>
            <CardContent>
              <Typography variant="h5" component="h2">
                {data.name}
              </Typography>
              <Typography>Level: {data.level}</Typography>
              <Typography>Valid from {dayText(data.valid_from)}</Typography>
              <Typography>Valid until {dayText(data.valid_until)} (end of that day, UTC)</Typography>
            </CardContent>
          </Card>
        </Stack>
      )}
    </Container>
  );
}
