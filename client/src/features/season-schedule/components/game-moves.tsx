import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { CloseGymTimeDto } from '@league/contract';
import { pluralize } from '@/lib/format';
import { describeMatchup, describePlace, type ScheduleNames } from '@/features/season-schedule/lib/describe-schedule';

/** A closure's preview: the sentence, then each game from where to where and why. */
export function GameMoves({ result, names }: { result: CloseGymTimeDto; names: ScheduleNames }) {
  return (
    <section aria-labelledby="game-moves-title">
      <Typography id="game-moves-title" variant="h6" component="h3">
        {result.summary}
      </Typography>
      <Typography color="text.secondary">{`${pluralize(result.unchanged, 'other game')} ${result.unchanged === 1 ? 'stays' : 'stay'} where ${result.unchanged === 1 ? 'it is' : 'they are'}. Nothing is changed until you close the day.`}</Typography>
      <List dense aria-label="Games that move">
        {result.moved.map((move) => (
          <ListItem key={move.game_id} disableGutters>
            <ListItemText
              primary={`${names.division(move.from.division_id)}: ${describeMatchup(move.from, names)}, ${describePlace(move.from)} → ${move.to ? describePlace(move.to) : 'no free gym time'}`}
              secondary={move.why}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
