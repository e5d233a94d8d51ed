import { FormControl, FormControlLabel, FormLabel, List, ListItem, ListItemText, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { pluralize } from '@/lib/format';
import type { MissingRatingChoice, StoredBalanceSourceDto } from '@/features/balancing/api/balance-stored-division';

export type BalanceSource = 'stored' | 'file';

interface SourceChoiceProps {
  source: BalanceSource;
  stored: StoredBalanceSourceDto | undefined;
  onChange: (source: BalanceSource) => void;
}

/** Balance the players the division already has, or a file (decision 0040). */
export function SourceChoice({ source, stored, onChange }: SourceChoiceProps) {
  const count = stored?.player_count ?? 0;
  return (
    <FormControl>
      <FormLabel id="balance-source-label">Players to balance</FormLabel>
      <RadioGroup aria-labelledby="balance-source-label" value={source} onChange={(e) => onChange(e.target.value as BalanceSource)}>
        <FormControlLabel value="stored" control={<Radio />} disabled={count === 0} label={`Players already in this division (${pluralize(count, 'player')})`} />
        <FormControlLabel value="file" control={<Radio />} label="Upload a file" />
      </RadioGroup>
    </FormControl>
  );
}

interface MissingRatingsProps {
  stored: StoredBalanceSourceDto;
  choice: MissingRatingChoice | '';
  onChange: (choice: MissingRatingChoice) => void;
}

const maxShown = 30;

/** Players with no rating are shown before balancing, and the admin decides what happens to them: never a silent 0. */
export function MissingRatings({ stored, choice, onChange }: MissingRatingsProps) {
  if (stored.unrated.length === 0) return <Typography color="text.secondary">Every player has a rating for each skill of this division.</Typography>;
  const skillName = new Map(stored.skills.map((s) => [s.id, s.name]));
  return (
    <Stack spacing={1} component="section" aria-labelledby="unrated-title">
      <Typography id="unrated-title" variant="h6" component="h2">
        {`${pluralize(stored.unrated.length, 'player')} without a rating`}
      </Typography>
      <List dense aria-label="Players without a rating">
        {stored.unrated.slice(0, maxShown).map((p) => (
          <ListItem key={p.player_id} disableGutters>
            <ListItemText primary={p.name} secondary={describeUnrated(p, skillName)} />
          </ListItem>
        ))}
      </List>
      {stored.unrated.length > maxShown && <Typography color="text.secondary">{`and ${stored.unrated.length - maxShown} more`}</Typography>}
      <FormControl>
        <FormLabel id="missing-ratings-label">For these players</FormLabel>
        <RadioGroup aria-labelledby="missing-ratings-label" value={choice} onChange={(e) => onChange(e.target.value as MissingRatingChoice)}>
          <FormControlLabel value="last_season" control={<Radio />} label={lastSeasonLabel(stored.unrated)} />
          <FormControlLabel value="mean" control={<Radio />} label="Use the division's average for each missing skill" />
          <FormControlLabel value="leave_out" control={<Radio />} label="Leave them out of the teams (they stay in the division, unassigned)" />
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}

type Unrated = StoredBalanceSourceDto['unrated'][number];

/** "No rating for Shooting, Dribbling. Last season: Shooting 7.5 (coach rating, Fall 2025, U10, age 9)" */
function describeUnrated(p: Unrated, skillName: Map<number, string>) {
  const name = (id: number) => skillName.get(id) ?? `skill ${id}`;
  const missing = `No rating for ${p.missing_skill_ids.map(name).join(', ')}`;
  if (p.last_season.length === 0) return missing;
  return `${missing}. Last season: ${p.last_season.map((r) => `${name(r.skill_id)} ${r.rating} of 10 (${r.description})`).join('; ')}`;
}

/** Says how many players last season's ratings cover, and what the others get (decision 0066). */
function lastSeasonLabel(unrated: Unrated[]) {
  const covered = unrated.filter((p) => p.last_season.length > 0).length;
  return `Use last season's rating (found for ${covered} of these ${pluralize(unrated.length, 'player')}); the division's average for the rest`;
}
