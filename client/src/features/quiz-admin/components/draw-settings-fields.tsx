import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Switch, Typography } from '@mui/material';
import type { DrawSettingsDraft } from '@/features/quiz-admin/lib/draw-settings';
import { DrawRuleRows } from './draw-rule-rows';
import { RecertificationFields } from './recertification-fields';

interface DrawSettingsFieldsProps {
  idPrefix: string;
  value: DrawSettingsDraft;
  onChange: (next: DrawSettingsDraft) => void;
  disabled: boolean;
}

/** A fixed list of questions, or a random draw from the bank per attempt; and what to shuffle. */
export function DrawSettingsFields({ idPrefix, value, onChange, disabled }: DrawSettingsFieldsProps) {
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        Questions
      </Typography>
      <FormControl disabled={disabled}>
        <FormLabel id={`${idPrefix}-mode-label`}>How the quiz gets its questions</FormLabel>
        <RadioGroup row aria-labelledby={`${idPrefix}-mode-label`} value={value.mode} onChange={(e) => onChange({ ...value, mode: e.target.value as DrawSettingsDraft['mode'] })}>
          <FormControlLabel value="fixed" control={<Radio />} label="Fixed list" />
          <FormControlLabel value="draw" control={<Radio />} label="Random draw from the bank" />
        </RadioGroup>
      </FormControl>
      {value.mode === 'draw' && <DrawRuleRows idPrefix={idPrefix} rules={value.rules} onChange={(rules) => onChange({ ...value, rules })} disabled={disabled} />}
      {value.mode === 'draw' && <RecertificationFields idPrefix={idPrefix} value={value} onChange={onChange} disabled={disabled} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControlLabel
          disabled={disabled}
          control={<Switch checked={value.shuffleQuestions} onChange={(e) => onChange({ ...value, shuffleQuestions: e.target.checked })} />}
          label="Shuffle question order for each attempt"
        />
        <FormControlLabel
          disabled={disabled}
          control={<Switch checked={value.shuffleOptions} onChange={(e) => onChange({ ...value, shuffleOptions: e.target.checked })} />}
          label="Shuffle answer options for each attempt"
        />
      </Stack>
    </Stack>
  );
}
