import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import type { DraftFigureKind } from '@league/contract';

const figureChoices: { value: DraftFigureKind; label: string }[] = [
  { value: 'overall_skill', label: 'Overall skill (0 to 10)' },
  { value: 'skill_ratings', label: "Each skill's rating" },
  { value: 'height', label: 'Height' },
  { value: 'age', label: 'Age' },
];

interface CoachFiguresChoiceProps {
  value: DraftFigureKind[];
  onChange: (figures: DraftFigureKind[]) => void;
}

/** Which player figures coaches may see in the draft (decision 0090); the server sends them nothing else. */
export function CoachFiguresChoice({ value, onChange }: CoachFiguresChoiceProps) {
  const toggle = (figure: DraftFigureKind, on: boolean) =>
    // Kept in the list's own order, so what is sent does not depend on the order of the clicks.
    onChange(figureChoices.map((c) => c.value).filter((f) => (f === figure ? on : value.includes(f))));
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">What coaches see of each player besides the name</FormLabel>
      <FormGroup>
        {figureChoices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            control={<Checkbox checked={value.includes(choice.value)} onChange={(e) => toggle(choice.value, e.target.checked)} />}
            label={choice.label}
          />
        ))}
      </FormGroup>
      <FormHelperText sx={{ mx: 0 }}>
        {value.length === 0 ? 'Coaches will see names only.' : 'Coaches never see contacts, birth dates or notes.'} Untick the overall skill and coaches
        also do not see team totals. You see every figure in the draft room.
      </FormHelperText>
    </FormControl>
  );
}
