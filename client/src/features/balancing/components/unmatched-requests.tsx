import { Alert, AlertTitle, Button, FormControl, InputLabel, List, ListItem, MenuItem, Select, Stack, Typography } from '@mui/material';
import type { UnmatchedRequestDto } from '@league/contract';
import { leaveOut, requestKey, type RequestAnswers } from '@/features/balancing/lib/request-choices';

interface UnmatchedRequestsProps {
  requests: UnmatchedRequestDto[];
  /** Every player of the preview, offered when a request names nobody we know. */
  players: string[];
  answers: RequestAnswers;
  onAnswer: (request: UnmatchedRequestDto, answer: string) => void;
  onApply: () => void;
  busy?: boolean;
}

const why = (request: UnmatchedRequestDto) =>
  request.reason === 'ambiguous' ? `more than one player could be meant (${request.candidates.join(', ')}).` : 'we found no player of this division named in it.';

/**
 * Teammate requests the preview could not match (decision 0050): the volunteer picks the player
 * meant, or leaves the request out, and balances again. Nothing is dropped without them.
 */
export function UnmatchedRequests({ requests, players, answers, onAnswer, onApply, busy }: UnmatchedRequestsProps) {
  if (requests.length === 0) return null;
  const answered = requests.filter((r) => answers[requestKey(r)]).length;
  return (
    <Alert severity="warning" role="region" aria-labelledby="unmatched-requests-title">
      <AlertTitle id="unmatched-requests-title">Requests we could not match</AlertTitle>
      <Typography variant="body2" gutterBottom>
        Say who each parent meant, or leave the request out, then balance again. Until you do, these requests are not used.
      </Typography>
      <List dense disablePadding>
        {requests.map((request, i) => {
          const options = request.reason === 'ambiguous' ? request.candidates : players.filter((name) => name !== request.player);
          const label = `Who ${request.player} meant`;
          return (
            <ListItem key={requestKey(request)} disableGutters>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, width: '100%' }}>
                <Typography sx={{ minWidth: 240, flex: 1 }}>
                  {request.player} wrote “{request.text}”: {why(request)}
                </Typography>
                <FormControl size="small" sx={{ minWidth: 220 }}>
                  <InputLabel id={`unmatched-request-${i}-label`}>{label}</InputLabel>
                  <Select labelId={`unmatched-request-${i}-label`} label={label} value={answers[requestKey(request)] ?? ''} onChange={(e) => onAnswer(request, e.target.value)}>
                    <MenuItem value="">
                      <em>Not chosen yet</em>
                    </MenuItem>
                    {options.map((name) => (
                      <MenuItem key={name} value={name}>
                        {name}
                      </MenuItem>
                    ))}
                    <MenuItem value={leaveOut}>Leave this request out</MenuItem>
                  </Select>
                </FormControl>
              </Stack>
            </ListItem>
          );
        })}
      </List>
      <Button variant={answered ? 'contained' : 'outlined'} onClick={onApply} disabled={busy || answered === 0} sx={{ mt: 1 }}>
        Balance Again With These Answers
      </Button>
    </Alert>
  );
}
