import { FormControl, FormControlLabel, FormLabel, List, ListItem, Radio, RadioGroup, Typography } from '@mui/material';
import type { ImportRowDto } from '@league/contract';
import { bornOn, matchReasonText } from '@/features/registration-import/lib/describe-import';

interface PossibleMatchesProps {
  rows: ImportRowDto[];
  decisions: Record<string, number | 'new'>;
  onDecide: (row: number, decision: number | 'new') => void;
}

/** Rows that may be someone the league already knows: never merged until the admin says so. */
export function PossibleMatches({ rows, decisions, onDecide }: PossibleMatchesProps) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="possible-matches-title">
      <Typography id="possible-matches-title" variant="h6" component="h3">
        Is this the same player?
      </Typography>
      <Typography color="text.secondary">For each row, choose the player it is, or say it is a new player. Nothing is merged without your answer.</Typography>
      <List>
        {rows.map((row) => {
          const value = decisions[String(row.row)];
          return (
            <ListItem key={row.row} divider sx={{ display: 'block' }}>
              <FormControl>
                <FormLabel id={`match-${row.row}`}>
                  Row {row.row}: {row.name}, {bornOn(row.date_of_birth)}
                </FormLabel>
                <RadioGroup
                  aria-labelledby={`match-${row.row}`}
                  value={value === undefined ? '' : String(value)}
                  onChange={(e) => onDecide(row.row, e.target.value === 'new' ? 'new' : Number(e.target.value))}>
                  {row.candidates.map((c) => (
                    <FormControlLabel
                      key={c.participant_id}
                      value={String(c.participant_id)}
                      control={<Radio />}
                      label={`Same player as ${c.name}, ${bornOn(c.date_of_birth)} (${matchReasonText[c.reason]})`}
                    />
                  ))}
                  <FormControlLabel value="new" control={<Radio />} label="A different, new player" />
                </RadioGroup>
              </FormControl>
            </ListItem>
          );
        })}
      </List>
    </section>
  );
}
