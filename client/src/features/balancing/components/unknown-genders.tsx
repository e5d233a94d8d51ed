import { Alert, AlertTitle, Button, FormControl, InputLabel, List, ListItem, MenuItem, Select, Stack, Typography } from '@mui/material';
import { genderCodes, genderNames, type GenderCode, type GenderMapping, type UnknownGenderValueDto } from '@league/contract';
import { pluralize } from '@/lib/format';

interface UnknownGendersProps {
  values: UnknownGenderValueDto[];
  /** The admin's choices so far (sent with the next balance). */
  mapping: GenderMapping;
  onChange: (value: string, meaning: GenderCode | 'none' | '') => void;
  onApply: () => void;
  busy?: boolean;
}

const rowsText = (value: UnknownGenderValueDto) => {
  const more = value.count - value.rows.length;
  return `${value.rows.length > 1 ? 'rows' : 'row'} ${value.rows.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
};

/**
 * Gender values in the file that we do not recognise ("Boy?", "Mixed"): the volunteer says
 * what each means and balances again; until then those players count as "not given" (decision 0034).
 */
export function UnknownGenders({ values, mapping, onChange, onApply, busy }: UnknownGendersProps) {
  if (values.length === 0) return null;
  const choiceOf = (value: UnknownGenderValueDto) => mapping[value.value] ?? value.mapped_to ?? '';
  const waiting = values.some((v) => choiceOf(v) !== (v.mapped_to ?? ''));
  return (
    <Alert severity={values.some((v) => v.mapped_to === null) ? 'warning' : 'info'} role="region" aria-labelledby="unknown-genders-title">
      <AlertTitle id="unknown-genders-title">Genders we did not recognise</AlertTitle>
      <Typography variant="body2" gutterBottom>
        Tell us what each value in your Gender column means, then balance again. Until you do, these players are balanced as if no gender was given.
      </Typography>
      <List dense disablePadding>
        {values.map((value, i) => (
          <ListItem key={value.value} disableGutters>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, width: '100%' }}>
              <Typography sx={{ minWidth: 240 }}>
                “{value.value}”: {pluralize(value.count, 'player')} ({rowsText(value)})
              </Typography>
              <FormControl size="small" sx={{ minWidth: 200 }}>
                <InputLabel id={`unknown-gender-${i}-label`}>{`“${value.value}” means`}</InputLabel>
                <Select
                  labelId={`unknown-gender-${i}-label`}
                  label={`“${value.value}” means`}
                  value={choiceOf(value)}
                  onChange={(e) => onChange(value.value, e.target.value as GenderCode | 'none' | '')}>
                  <MenuItem value="">
                    <em>Not chosen yet</em>
                  </MenuItem>
                  {genderCodes.map((code) => (
                    <MenuItem key={code} value={code}>
                      {genderNames[code]}
                    </MenuItem>
                  ))}
                  <MenuItem value="none">Not given</MenuItem>
                </Select>
              </FormControl>
            </Stack>
          </ListItem>
        ))}
      </List>
      <Button variant={waiting ? 'contained' : 'outlined'} onClick={onApply} disabled={busy || !waiting} sx={{ mt: 1 }}>
        Balance Again With These Genders
      </Button>
    </Alert>
  );
}
