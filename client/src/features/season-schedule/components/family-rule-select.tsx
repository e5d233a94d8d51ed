import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';

export type FamilyRule = 'hard' | 'soft';

/** Whether brothers and sisters on different teams may ever be at two venues at once. */
export function FamilyRuleSelect({ value, onChange }: { value: FamilyRule; onChange: (next: FamilyRule) => void }) {
  return (
    <FormControl>
      <FormLabel id="family-rule-label">Brothers and sisters on different teams</FormLabel>
      <RadioGroup aria-labelledby="family-rule-label" value={value} onChange={(e) => onChange(e.target.value as FamilyRule)}>
        <FormControlLabel value="hard" control={<Radio />} label="Never play at two venues at once" />
        <FormControlLabel value="soft" control={<Radio />} label="Avoid it, but allow it when the gym time leaves no other way" />
      </RadioGroup>
    </FormControl>
  );
}
