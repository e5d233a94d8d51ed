import { Box, Button, FormControl, FormControlLabel, FormLabel, List, ListItem, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import type { ImportRowDto } from '@league/contract';
import { bornOn, matchReasonText } from '@/features/registration-import/lib/describe-import';
import { pluralize } from '@/lib/format';

interface PossibleMatchesProps {
  rows: ImportRowDto[];
  decisions: Record<string, number | 'new'>;
  onDecide: (row: number, decision: number | 'new') => void;
  /** Confirms every row with one suggested person at once; each row keeps its evidence and an undo. */
  onAcceptAll: () => void;
}

/** Rows that may be someone the league already knows: never merged until the admin says so. */
export function PossibleMatches({ rows, decisions, onDecide, onAcceptAll }: PossibleMatchesProps) {
  if (rows.length === 0) return null;
  const suggested = rows.filter((r) => r.candidates.length === 1);
  const open = suggested.filter((r) => decisions[String(r.row)] === undefined).length;
  const answered = rows.filter((r) => decisions[String(r.row)] !== undefined).length;
  return (
    <section aria-labelledby="possible-matches-title">
      <Typography id="possible-matches-title" variant="h6" component="h3">
        Is this the same player?
      </Typography>
      <Typography color="text.secondary">
        For each row, choose the player it is, or say it is a new player. Nothing is merged without your answer. {answered} of {rows.length} answered.
      </Typography>
      {suggested.length > 0 && (
        <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
          <Button variant="outlined" onClick={onAcceptAll} disabled={open === 0}>
            Accept all suggested matches ({open})
          </Button>
          <Typography color="text.secondary">
            {suggested.length < rows.length
              ? `${pluralize(rows.length - suggested.length, 'row')} with two possible people of the same name and birthday ${rows.length - suggested.length === 1 ? 'stays' : 'stay'} for you to answer.`
              : 'You can undo any row afterwards.'}
          </Typography>
        </Stack>
      )}
      <List>
        {rows.map((row) => {
          const value = decisions[String(row.row)];
          const matched = typeof value === 'number' ? row.candidates.find((c) => c.participant_id === value) : undefined;
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
              {matched && (
                <Box>
                  <Button size="small" onClick={() => onDecide(row.row, 'new')} aria-label={`Undo row ${row.row}: import ${row.name} as a new player, not ${matched.name}`}>
                    Undo: a new player
                  </Button>
                </Box>
              )}
            </ListItem>
          );
        })}
      </List>
    </section>
  );
}
