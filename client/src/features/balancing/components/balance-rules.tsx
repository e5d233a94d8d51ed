import { FormControl, FormControlLabel, FormLabel, Paper, Radio, RadioGroup, Stack, Switch, TextField, Typography } from '@mui/material';
import { schoolLimits, weightLimits, type BalanceFormValues } from '@/features/balancing/lib/balance-form';
import { WeightField } from './weight-field';

type Rules = BalanceFormValues['rules'];

interface BalanceRulesProps {
  rules: Rules;
  requestsMapped: boolean;
  /** A school column is chosen in the column step: only then does the school limit apply. */
  schoolMapped?: boolean;
  onChange: (next: Rules) => void;
}

/** How hard to try for requests, spreading strong and weak players, and what to do with an empty rating. */
export function BalanceRules({ rules, requestsMapped, schoolMapped = false, onChange }: BalanceRulesProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        Team Rules
      </Typography>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <WeightField
            id="request-weight"
            label="How much teammate requests count"
            max={weightLimits.requests.max}
            value={rules.requestWeight}
            disabled={!requestsMapped}
            onChange={(requestWeight) => onChange({ ...rules, requestWeight })}
          />
          <FormControlLabel
            disabled={!requestsMapped}
            control={<Switch checked={rules.mutualOnly} onChange={(e) => onChange({ ...rules, mutualOnly: e.target.checked })} />}
            label="Only count requests both players made"
          />
        </Stack>
        <FormControlLabel
          control={<Switch checked={rules.tierBalance} onChange={(e) => onChange({ ...rules, tierBalance: e.target.checked })} />}
          label="Give every team the same number of top, middle and bottom players"
        />
        <TextField
          id="max-per-school"
          type="number"
          label="Most players from one school on a team"
          helperText={schoolMapped ? 'Players of a school are spread so no team gets more than this.' : 'Choose the School column above to use this.'}
          disabled={!schoolMapped}
          value={rules.maxPerSchool ?? schoolLimits.initial}
          onChange={(e) => {
            const value = Math.round(Number(e.target.value));
            if (Number.isFinite(value)) onChange({ ...rules, maxPerSchool: Math.min(schoolLimits.max, Math.max(schoolLimits.min, value)) });
          }}
          slotProps={{ htmlInput: { min: schoolLimits.min, max: schoolLimits.max, step: 1 } }}
          sx={{ maxWidth: 320 }}
        />
        <FormControl>
          <FormLabel id="blank-ratings-label">When a rating is empty</FormLabel>
          <RadioGroup aria-labelledby="blank-ratings-label" value={rules.blankRatings} onChange={(e) => onChange({ ...rules, blankRatings: e.target.value as Rules['blankRatings'] })}>
            <FormControlLabel value="error" control={<Radio />} label="Stop and list the empty cells so I can fill them" />
            <FormControlLabel value="mean" control={<Radio />} label="Fill it with the division's average for that skill" />
          </RadioGroup>
        </FormControl>
      </Stack>
    </Paper>
  );
}
