import { useState, type FormEvent } from 'react';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';

interface Props {
  onJoin: (input: { code: string; name: string }) => Promise<void>;
  notice?: string;
}

/** An evaluator has no account: the organiser's access code and their name are enough. */
export function JoinForm({ onJoin, notice }: Props) {
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim() || !name.trim()) {
      setProblem(!code.trim() ? 'Type the access code the organiser gave you.' : 'Type your name.');
      return;
    }
    setBusy(true);
    setProblem('');
    try {
      await onJoin({ code: code.trim(), name: name.trim() });
    } catch (error) {
      setProblem(apiErrorMessage(error) ?? (navigator.onLine ? 'The server cannot be reached. Try again in a moment.' : 'No connection. Joining needs a connection once; after that scoring works offline.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
      <Typography variant="h4" component="h1">
        Evaluation day
      </Typography>
      <Typography color="text.secondary">Type the access code from the organiser and your name to start scoring players.</Typography>
      {notice && <Alert severity="info">{notice}</Alert>}
      {problem && <Alert severity="error">{problem}</Alert>}
      <TextField label="Access code" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" slotProps={{ htmlInput: { autoCapitalize: 'characters' } }} />
      <TextField label="Your name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minHeight: 56 }}>
        {busy ? 'Joining...' : 'Start scoring'}
      </Button>
      {/* A new tab: the guide is the server's page, and this one keeps what was typed. */}
      <Link href={paths.guide('evaluation-volunteer')} target="_blank" rel="noopener">
        How scoring works: the volunteers' guide
      </Link>
    </Stack>
  );
}
