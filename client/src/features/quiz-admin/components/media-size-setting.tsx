import { useState } from 'react';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { maxMediaMbLimit, mediaSettingsInputSchema } from '@league/contract';
import { useMediaSettings, useUpdateMediaSettings } from '@/api/quiz-media/media-settings';
import { failureText } from '@/features/quiz-admin/lib/describe-error';

/** The league's limit per picture or clip, on the Quiz Management tab. */
export function MediaSizeSetting() {
  const settings = useMediaSettings();
  const [typed, setTyped] = useState<string | null>(null);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const update = useUpdateMediaSettings();
  const current = settings.data?.max_media_mb;
  const value = typed ?? (current === undefined ? '' : String(current));

  const save = () => {
    const parsed = mediaSettingsInputSchema.safeParse({ max_media_mb: Number(value) });
    if (!value.trim() || !parsed.success) {
      return setMessage({ severity: 'error', text: parsed.error?.issues[0]?.message ?? 'Enter the size limit in megabytes.' });
    }
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setTyped(null);
        setMessage({ severity: 'success', text: `Pictures and clips can now be up to ${saved.max_media_mb} MB each.` });
      },
      onError: (err) => setMessage({ severity: 'error', text: failureText('Failed to save the size limit', err) }),
    });
  };

  return (
    <Paper component="section" aria-labelledby="media-size-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="media-size-title" variant="h6" component="h2" gutterBottom>
        Pictures and clips
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The largest file a question may carry. A 30-second phone clip is usually 10 to 40 MB.
      </Typography>
      {settings.isError && <Alert severity="error" sx={{ mb: 2 }}>Failed to load the size limit. Please refresh the page.</Alert>}
      {message && <Alert severity={message.severity} sx={{ mb: 2 }} onClose={() => setMessage(null)}>{message.text}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label="Size limit per file (MB)"
          type="number"
          value={value}
          onChange={(e) => {
            setMessage(null);
            setTyped(e.target.value);
          }}
          disabled={settings.isPending || update.isPending}
          slotProps={{ htmlInput: { min: 1, max: maxMediaMbLimit, step: 1 } }}
          sx={{ maxWidth: 240 }}
        />
        <Button variant="outlined" onClick={save} disabled={settings.isPending || update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Limit'}
        </Button>
      </Stack>
    </Paper>
  );
}
