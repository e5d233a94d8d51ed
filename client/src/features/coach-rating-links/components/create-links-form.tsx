import { useState } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import AddLinkIcon from '@mui/icons-material/AddLink';
import { useTeams } from '@/api/teams/list-teams';
import { apiErrorMessage } from '@/lib/api-client';
import { pluralize } from '@/lib/format';
import { useCreateCoachLinks } from '@/features/coach-rating-links/api/coach-rating-links';
import { NewLinks } from './new-links';

/** Two weeks from today, as YYYY-MM-DD: a usual end-of-season window. */
function defaultDeadline() {
  const date = new Date(Date.now() + 14 * 24 * 3600 * 1000);
  return date.toISOString().slice(0, 10);
}

/** One link per team of the division: a deadline, and the coach's name when the team has none typed. */
export function CreateLinksForm({ divisionId }: { divisionId: number }) {
  const { teams, isLoading } = useTeams({ division: divisionId });
  const [deadline, setDeadline] = useState(defaultDeadline);
  const [coachNames, setCoachNames] = useState<Record<string, string>>({});
  const create = useCreateCoachLinks();

  const send = () => {
    const named = Object.fromEntries(Object.entries(coachNames).filter(([, name]) => name.trim() !== ''));
    create.mutate({ division_id: divisionId, expires_at: deadline, ...(Object.keys(named).length ? { coach_names: named } : {}) });
  };

  if (isLoading) return <Typography color="text.secondary">Loading the teams...</Typography>;
  if (teams.length === 0) return <Typography color="text.secondary">This division has no teams yet. Form teams first, then send each coach a rating link.</Typography>;
  return (
    <Stack spacing={2}>
      <Typography>
        Each coach gets a link to rate the players of their own team; no account is needed. The link stops working after the deadline, or when you withdraw it.
      </Typography>
      <TextField
        type="date"
        label="Coaches can rate until (the end of this day)"
        value={deadline}
        onChange={(e) => setDeadline(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: 320 }}
      />
      {/* An h2: it follows the page's h1 directly (axe heading-order). */}
      <Typography variant="subtitle1" component="h2">
        Coach names (optional: left blank, the team&apos;s coach is used)
      </Typography>
      <Stack spacing={1}>
        {teams.map((team) => (
          <TextField
            key={team.id}
            size="small"
            label={`Coach of ${team.name}`}
            placeholder={team.coach ?? `${team.name} coach`}
            value={coachNames[String(team.id)] ?? ''}
            onChange={(e) => setCoachNames((names) => ({ ...names, [String(team.id)]: e.target.value }))}
            sx={{ maxWidth: 420 }}
          />
        ))}
      </Stack>
      <Button variant="contained" startIcon={<AddLinkIcon />} onClick={send} disabled={create.isPending || !deadline} sx={{ alignSelf: 'flex-start' }}>
        {create.isPending ? 'Making the links...' : `Make links for ${pluralize(teams.length, 'team')}`}
      </Button>
      {create.isError && <Alert severity="error">{apiErrorMessage(create.error) ?? 'The links could not be made. Please try again.'}</Alert>}
      {create.data && <NewLinks links={create.data} />}
    </Stack>
  );
}
