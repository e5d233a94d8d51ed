import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, InputLabel, MenuItem, Select, Stack, TextField } from '@mui/material';
import { regionCodes, regionNames, weekdayCodes, weekdayNames, type RegionCode, type WeekdayCode } from '@league/contract';

/** What a CSV row can say about a player besides ratings: height, region and practice conflicts. */
export interface PlayerFacts {
  height: string;
  region: RegionCode | '';
  unavailableDays: WeekdayCode[];
}

export const blankPlayerFacts: PlayerFacts = { height: '', region: '', unavailableDays: [] };

/** The create-player body's fields for these facts; blanks are left out, as a CSV's empty cells are. */
export function toPlayerFactsInput(facts: PlayerFacts) {
  return {
    ...(facts.height.trim() ? { height: Number(facts.height) } : {}),
    ...(facts.region ? { region: facts.region } : {}),
    ...(facts.unavailableDays.length ? { unavailable_days: weekdayCodes.filter((day) => facts.unavailableDays.includes(day)) } : {}),
  };
}

interface PlayerFactsFieldsProps {
  idPrefix: string;
  facts: PlayerFacts;
  heightError?: string;
  onChange: (facts: PlayerFacts) => void;
}

export function PlayerFactsFields({ idPrefix, facts, heightError, onChange }: PlayerFactsFieldsProps) {
  const toggleDay = (day: WeekdayCode) =>
    onChange({ ...facts, unavailableDays: facts.unavailableDays.includes(day) ? facts.unavailableDays.filter((d) => d !== day) : [...facts.unavailableDays, day] });

  return (
    <Stack spacing={2}>
      <TextField
        id={`${idPrefix}-height`}
        label="Height (cm)"
        type="number"
        value={facts.height}
        onChange={(e) => onChange({ ...facts, height: e.target.value })}
        error={!!heightError}
        helperText={heightError ?? 'Leave blank when not known.'}
        slotProps={{ htmlInput: { min: 30, max: 300, step: 1 } }}
      />
      <FormControl fullWidth>
        <InputLabel id={`${idPrefix}-region-label`}>Region</InputLabel>
        <Select labelId={`${idPrefix}-region-label`} id={`${idPrefix}-region`} label="Region" value={facts.region} onChange={(e) => onChange({ ...facts, region: e.target.value as RegionCode | '' })}>
          <MenuItem value="">Not known</MenuItem>
          {regionCodes.map((code) => (
            <MenuItem key={code} value={code}>
              {regionNames[code]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend">Days the player cannot practise</FormLabel>
        <FormGroup row>
          {weekdayCodes.map((day) => (
            <FormControlLabel key={day} control={<Checkbox checked={facts.unavailableDays.includes(day)} onChange={() => toggleDay(day)} />} label={weekdayNames[day]} />
          ))}
        </FormGroup>
      </FormControl>
    </Stack>
  );
}
