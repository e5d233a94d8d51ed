import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useDivisions } from '@/api/divisions/list-divisions';

interface OtherDivisionsFieldProps {
  seasonId: number | null;
  divisionId: number;
  chosen: number[];
  onChange: (ids: number[]) => void;
}

/** One day for several divisions of the season (decision 0084): the chosen division plus any ticked here. */
export function OtherDivisionsField({ seasonId, divisionId, chosen, onChange }: OtherDivisionsFieldProps) {
  const { divisions } = useDivisions({ season: seasonId }, { enabled: !!seasonId });
  const others = divisions.filter((d) => d.id !== divisionId);
  if (others.length === 0) return null;
  const toggle = (id: number, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Also for these divisions of the season</FormLabel>
      <FormGroup row>
        {others.map((d) => (
          <FormControlLabel key={d.id} label={d.name} control={<Checkbox checked={chosen.includes(d.id)} onChange={(e) => toggle(d.id, e.target.checked)} />} />
        ))}
      </FormGroup>
      <FormHelperText>Children of every ticked division are checked in with one set of bibs; each is scored on their own division&apos;s skills.</FormHelperText>
    </FormControl>
  );
}
