import { Checkbox, FormControl, FormControlLabel, InputLabel, MenuItem, Select, Stack, TextField, Typography } from '@mui/material';
import {
  reviewLabels,
  reviewPolicies,
  scorePolicies,
  scorePolicyLabels,
  type AttemptPolicyDraft,
  type ReviewPolicy,
  type ScorePolicy,
} from '@/features/quiz-admin/lib/attempt-policy';

interface AttemptPolicyFieldsProps {
  idPrefix: string;
  value: AttemptPolicyDraft;
  onChange: (next: AttemptPolicyDraft) => void;
  disabled: boolean;
}

/** How often referees may take the quiz, which score counts and when they see the answers. */
export function AttemptPolicyFields({ idPrefix, value, onChange, disabled }: AttemptPolicyFieldsProps) {
  const set = <K extends keyof AttemptPolicyDraft>(key: K, next: AttemptPolicyDraft[K]) => onChange({ ...value, [key]: next });
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        Attempts and review
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id={`${idPrefix}-max-attempts`}
          label="Attempts allowed"
          type="number"
          value={value.maxAttempts}
          onChange={(e) => set('maxAttempts', e.target.value)}
          disabled={disabled}
          helperText="Per referee; you can grant one more later"
          slotProps={{ htmlInput: { min: 1, max: 100 } }}
          fullWidth
        />
        <TextField
          id={`${idPrefix}-cooldown-hours`}
          label="Pause between attempts (hours)"
          type="number"
          value={value.cooldownHours}
          onChange={(e) => set('cooldownHours', e.target.value)}
          disabled={disabled}
          helperText="0 means a referee may retry at once"
          slotProps={{ htmlInput: { min: 0, max: 8760 } }}
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl fullWidth disabled={disabled}>
          <InputLabel id={`${idPrefix}-score-policy-label`}>Score that counts</InputLabel>
          <Select
            labelId={`${idPrefix}-score-policy-label`}
            label="Score that counts"
            value={value.scorePolicy}
            onChange={(e) => set('scorePolicy', e.target.value as ScorePolicy)}
          >
            {scorePolicies.map((p) => (
              <MenuItem key={p} value={p}>{scorePolicyLabels[p]}</MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl fullWidth disabled={disabled}>
          <InputLabel id={`${idPrefix}-review-label`}>Show correct answers</InputLabel>
          <Select labelId={`${idPrefix}-review-label`} label="Show correct answers" value={value.review} onChange={(e) => set('review', e.target.value as ReviewPolicy)}>
            {reviewPolicies.map((p) => (
              <MenuItem key={p} value={p}>{reviewLabels[p]}</MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={value.stopAfterPass} onChange={(e) => set('stopAfterPass', e.target.checked)} disabled={disabled} />}
        label="Stop once a referee has passed"
      />
    </Stack>
  );
}
