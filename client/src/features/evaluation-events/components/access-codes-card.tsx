import { useState } from 'react';
import { Alert, Box, Button, FormControl, InputLabel, MenuItem, Select, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { AccessCodeDto, EvaluationDto } from '@league/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ScrollTable } from '@/components/ui/scroll-table';
import { apiErrorMessage } from '@/lib/api-client';
import { pluralize } from '@/lib/format';
import { useAccessCodes, useCreateAccessCode, useRevokeAccessCode } from '@/features/evaluation-events/api/access-codes';
import { describeSession } from '@/features/evaluation-events/lib/describe-event';
import { CopyCodeButton } from './copy-code-button';
import { NewCode } from './new-code';
import { visuallyHidden } from '@/components/ui/visually-hidden';

const wholeDay = 'all';

/** The code itself while it is open: every code made stays readable here until revoked (decision 0187). */
function CodeText({ code }: { code: AccessCodeDto }) {
  if (code.revoked_at) return '—';
  if (!code.code) return 'Shown only when it was made';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '1.1rem', letterSpacing: '0.05em', userSelect: 'all' }}>
        {code.code}
      </Box>
      <CopyCodeButton code={code.code} label={`Copy the code ${code.code}`} size="small" />
    </Stack>
  );
}

/** Create a code for the whole day or one session, see who joined with each, revoke one. */
export function AccessCodesCard({ event }: { event: EvaluationDto }) {
  const codes = useAccessCodes(event.id);
  const create = useCreateAccessCode(event.id);
  const revoke = useRevokeAccessCode(event.id);
  const [scope, setScope] = useState(wholeDay);
  const [revoking, setRevoking] = useState<AccessCodeDto | null>(null);

  const scopeName = (sessionId: number | null) => {
    const session = event.sessions.find((s) => s.id === sessionId);
    return session ? `the session of ${describeSession(session)}` : 'the whole day';
  };
  const createCode = () => create.mutate(scope === wholeDay ? {} : { session_id: Number(scope) });
  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) });
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {/* A session's long name is cut short with an ellipsis on a phone, not run past the screen. */}
        <FormControl sx={{ minWidth: { sm: 260 }, maxWidth: '100%' }}>
          <InputLabel id="access-code-scope-label">Code for</InputLabel>
          <Select labelId="access-code-scope-label" label="Code for" value={scope} onChange={(e) => setScope(e.target.value)} sx={{ minWidth: 0 }}>
            <MenuItem value={wholeDay}>The whole day</MenuItem>
            {event.sessions.map((s) => (
              <MenuItem key={s.id} value={String(s.id)}>
                {describeSession(s)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button variant="contained" onClick={createCode} disabled={create.isPending}>
          Create access code
        </Button>
      </Stack>
      {create.isError && <Alert severity="error">{apiErrorMessage(create.error) ?? 'The code could not be made. Please try again.'}</Alert>}
      {create.data?.code && <NewCode code={create.data.code} forWhat={scopeName(create.data.session_id)} />}
      {revoke.isError && <Alert severity="error">{apiErrorMessage(revoke.error) ?? 'The code could not be revoked. Please try again.'}</Alert>}
      {codes.isLoading && <Typography color="text.secondary">Loading the codes...</Typography>}
      {codes.isError && <Alert severity="error">The codes could not be loaded. Please try again.</Alert>}
      {codes.data && codes.data.length === 0 && <Typography color="text.secondary">No code yet: evaluators need one to join.</Typography>}
      {codes.data && codes.data.length > 0 && (
        <ScrollTable label="Access codes">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Code</TableCell>
                <TableCell>For</TableCell>
                <TableCell>Made</TableCell>
                <TableCell>Evaluators who joined</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {codes.data.map((code) => (
                <TableRow key={code.id}>
                  <TableCell>
                    <CodeText code={code} />
                  </TableCell>
                  <TableCell>{scopeName(code.session_id)}</TableCell>
                  <TableCell>{new Date(code.created_at).toLocaleString()}</TableCell>
                  <TableCell>{pluralize(code.evaluators, 'evaluator')}</TableCell>
                  <TableCell>{code.revoked_at ? `Revoked ${new Date(code.revoked_at).toLocaleString()}` : 'Open'}</TableCell>
                  <TableCell>
                    {!code.revoked_at && (
                      <Button color="error" variant="outlined" size="small" onClick={() => setRevoking(code)} aria-label={`Revoke the code made ${new Date(code.created_at).toLocaleString()}`}>
                        Revoke
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
      <ConfirmDialog
        open={!!revoking}
        title="Revoke this code?"
        message="No one can join with it any more, and scores from the evaluators who joined with it are refused from now on (their phones keep them waiting)."
        confirmLabel="Revoke"
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </Stack>
  );
}
