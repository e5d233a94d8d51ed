import { Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { ruleChangeTag } from '@league/contract';
import type { DrawSettingsDraft } from '@/features/quiz-admin/lib/draw-settings';

interface RecertificationFieldsProps {
  idPrefix: string;
  value: DrawSettingsDraft;
  onChange: (next: DrawSettingsDraft) => void;
  disabled: boolean;
}

/** Marks a draw as a rule edition's recertification quiz, and says what that changes (decision 0082). */
export function RecertificationFields({ idPrefix, value, onChange, disabled }: RecertificationFieldsProps) {
  return (
    <Stack spacing={1}>
      <FormControlLabel
        disabled={disabled}
        control={<Checkbox checked={value.recertification} onChange={(e) => onChange({ ...value, recertification: e.target.checked })} />}
        label="Recertification quiz for a new rule edition"
      />
      {value.recertification && (
        <TextField
          id={`${idPrefix}-recertification-edition`}
          label="Rule edition"
          placeholder="FIBA 2026"
          value={value.edition}
          onChange={(e) => onChange({ ...value, edition: e.target.value })}
          disabled={disabled}
          helperText={
            `The draw asks only approved bank questions of this edition tagged “${ruleChangeTag}”. ` +
            'When the quiz opens, referees certified for an older edition get one email about it. ' +
            'For a single attempt, set Attempts allowed to 1.'
          }
          fullWidth
        />
      )}
    </Stack>
  );
}
