import { useSearchParams } from 'react-router-dom';
import { MenuItem, TextField } from '@mui/material';

/** "Every division" in the select; no division has id 0. */
const everyDivision = 0;

interface DayDivisionSelectProps {
  divisions: { id: number; name: string }[];
  /** null: every division of the day. */
  value: number | null;
  onChange: (divisionId: number | null) => void;
  /** Offer "Every division" too (the coverage board, the day); results show one division at a time. */
  offerEvery?: boolean;
}

/** Which of an evaluation day's divisions to show (decision 0084); nothing at all for a day of one division. */
export function DayDivisionSelect({ divisions, value, onChange, offerEvery = false }: DayDivisionSelectProps) {
  if (divisions.length < 2) return null;
  return (
    <TextField select label="Division" value={value ?? everyDivision} onChange={(e) => onChange(Number(e.target.value) || null)} sx={{ maxWidth: 280 }}>
      {offerEvery && <MenuItem value={everyDivision}>Every division</MenuItem>}
      {divisions.map((d) => (
        <MenuItem key={d.id} value={d.id}>
          {d.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The division a page of an evaluation day shows, kept in the address (`?division=`) so one page
 * can link another to the same division; null (every division) when absent or not of the day.
 */
export function useDayDivisionParam(divisions: { id: number }[] | undefined) {
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('division'));
  const divisionId = (divisions ?? []).some((d) => d.id === asked) ? asked : null;
  const choose = (id: number | null) => setSearch(id ? { division: String(id) } : {}, { replace: true });
  return [divisionId, choose] as const;
}
