import { Checkbox, FormControl, FormControlLabel, InputLabel, MenuItem, Select, Stack } from '@mui/material';

/** The filters the server answers (decision 0047): a player's past, missing ratings, siblings here. */
export interface PeopleFilterValues {
  history: '' | 'returning' | 'new';
  missingRatings: boolean;
  household: boolean;
}

export const noPeopleFilters: PeopleFilterValues = { history: '', missingRatings: false, household: false };

/** As GET /players/ reads them; an unticked filter is left out. */
export const peopleQuery = (f: PeopleFilterValues) => ({
  history: f.history || undefined,
  missing_ratings: f.missingRatings || undefined,
  household: f.household || undefined,
});

export function PeopleFilters({ value, onChange }: { value: PeopleFilterValues; onChange: (next: PeopleFilterValues) => void }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <FormControl size="small" sx={{ minWidth: 220 }}>
        <InputLabel id="players-history-label">Returning or new</InputLabel>
        <Select
          labelId="players-history-label"
          id="players-history"
          label="Returning or new"
          value={value.history}
          onChange={(e) => onChange({ ...value, history: e.target.value as PeopleFilterValues['history'] })}>
          <MenuItem value="">All players</MenuItem>
          <MenuItem value="returning">Returning (played an earlier season)</MenuItem>
          <MenuItem value="new">New to the league</MenuItem>
        </Select>
      </FormControl>
      <FormControlLabel
        control={<Checkbox checked={value.missingRatings} onChange={(e) => onChange({ ...value, missingRatings: e.target.checked })} />}
        label="Missing a rating"
      />
      <FormControlLabel
        control={<Checkbox checked={value.household} onChange={(e) => onChange({ ...value, household: e.target.checked })} />}
        label="Has a brother or sister here"
      />
    </Stack>
  );
}
