import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, FormControl, FormControlLabel, FormHelperText, FormLabel, Link, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import type { DraftCreatedDto, DraftFigureKind, DraftOrderKind } from '@league/contract';
import { paths } from '@/config/paths';
import { usePlayers } from '@/api/players/list-players';
import { useTeams } from '@/api/teams/list-teams';
import { apiErrorMessage } from '@/lib/api-client';
import { useCreateDraft } from '@/features/live-draft/api/create-draft';
import { orderChoices } from '@/features/live-draft/lib/draft-words';
import { TeamOrderList } from './team-order-list';
import { CoachFiguresChoice } from './coach-figures-choice';

interface CreateDraftFormProps {
  seasonId: number | null;
  divisionId: number;
  onCreated: (draft: DraftCreatedDto) => void;
}

/** The draft's settings for one division: pick order, seconds per pick, who is placed already. */
export function CreateDraftForm({ seasonId, divisionId, onCreated }: CreateDraftFormProps) {
  const { teams } = useTeams({ division: divisionId });
  const { players } = usePlayers({ division: divisionId });
  const divisionTeams = teams.filter((t) => t.division === divisionId);
  const [order, setOrder] = useState<DraftOrderKind>('snake');
  const [seconds, setSeconds] = useState('60');
  const [figures, setFigures] = useState<DraftFigureKind[]>(['overall_skill']);
  const [handOrder, setHandOrder] = useState<{ id: number; name: string }[] | null>(null);
  const create = useCreateDraft();
  const placed = players.filter((p) => p.team !== null).length;
  const secondsValue = Number(seconds);
  const secondsError = !Number.isInteger(secondsValue) || secondsValue < 10 || secondsValue > 600;
  const teamOrder = handOrder ?? divisionTeams.map((t) => ({ id: t.id, name: t.name }));

  const submit = () => {
    if (secondsError) return;
    const input = { division_id: divisionId, order, pick_seconds: secondsValue, ...(order === 'manual' ? { team_order: teamOrder.map((t) => t.id) } : {}), coach_figures: figures };
    create.mutate(input, { onSuccess: onCreated });
  };

  if (divisionTeams.length < 2) {
    return (
      <Alert severity="info">
        A draft needs at least two teams in this division. <Link component={RouterLink} to={paths.dashboard.createTeams}>Create teams</Link> first (they can start empty).
      </Alert>
    );
  }

  return (
    <Stack spacing={2} component="form" aria-label="New draft" onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <FormControl>
        <FormLabel id="draft-order-label">Pick order</FormLabel>
        <RadioGroup aria-labelledby="draft-order-label" value={order} onChange={(e) => setOrder(e.target.value as DraftOrderKind)}>
          {orderChoices.map((choice) => (
            <FormControlLabel key={choice.value} value={choice.value} control={<Radio />} label={<><strong>{choice.label}</strong>: {choice.help}</>} />
          ))}
        </RadioGroup>
      </FormControl>
      {order === 'manual' && <TeamOrderList teams={teamOrder} onChange={setHandOrder} />}
      <TextField
        label="Seconds per pick"
        type="number"
        value={seconds}
        onChange={(e) => setSeconds(e.target.value)}
        error={secondsError}
        helperText={
          secondsError
            ? 'Give each coach between 10 and 600 seconds (10 minutes) per pick.'
            : 'When a coach runs out of time, the player who keeps the teams most even is picked for them.'
        }
        slotProps={{ htmlInput: { min: 10, max: 600, step: 1 } }}
        sx={{ maxWidth: 320 }}
      />
      <FormControl>
        <FormLabel component="p">Players placed before the draft</FormLabel>
        <FormHelperText component="div" sx={{ mx: 0 }}>
          <Typography variant="body2">
            {placed} of {players.length} players in this division are already on a team; they count for that team and are not in the pool. To keep a
            coach&apos;s child or a returning player on a team, place them on the{' '}
            <Link component={RouterLink} to={`${paths.dashboard.rosterBoard}?season=${seasonId ?? ''}&division=${divisionId}`}>
              Roster Board
            </Link>{' '}
            before you open the draft.
          </Typography>
        </FormHelperText>
      </FormControl>
      <CoachFiguresChoice value={figures} onChange={setFigures} />
      {create.error && <Alert severity="error">{apiErrorMessage(create.error) ?? 'The draft could not be opened. Try again.'}</Alert>}
      <Button type="submit" variant="contained" disabled={create.isPending || secondsError} sx={{ alignSelf: 'start' }}>
        Open the draft room
      </Button>
    </Stack>
  );
}
