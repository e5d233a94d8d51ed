import { Link as RouterLink } from 'react-router-dom';
import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { EvaluationDto } from '@league/contract';
import { paths } from '@/config/paths';
import { pluralize } from '@/lib/format';
import { describeSessions } from '@/features/evaluation-events/lib/describe-event';

/** Each day with when and where, how many children are checked in, and whether it is finalised. */
export function EvaluationsList({ events }: { events: EvaluationDto[] }) {
  if (events.length === 0) return <Typography color="text.secondary">No evaluation day yet. Plan one below.</Typography>;
  return (
    <List aria-label="Evaluation days">
      {events.map((event) => (
        <ListItem
          key={event.id}
          divider
          disableGutters
          secondaryAction={
            <Button component={RouterLink} to={paths.dashboard.evaluationEvent(event.id)} aria-label={`Open ${event.name}`}>
              Open
            </Button>
          }
        >
          <ListItemText
            primary={event.name}
            secondary={`${describeSessions(event.sessions)} · ${pluralize(event.checked_in, 'child', 'children')} checked in${event.finalised ? ' · ratings finalised' : ''}`}
            slotProps={{ secondary: { sx: { pr: 8 } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
