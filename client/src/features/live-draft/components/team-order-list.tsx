import { IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';

interface TeamOrderListProps {
  teams: { id: number; name: string }[];
  onChange: (teams: { id: number; name: string }[]) => void;
}

/** The first round's order set by hand: buttons move a team up or down (works by keyboard too). */
export function TeamOrderList({ teams, onChange }: TeamOrderListProps) {
  const move = (from: number, to: number) => {
    const next = [...teams];
    const [team] = next.splice(from, 1);
    next.splice(to, 0, team!);
    onChange(next);
  };
  return (
    <>
      <Typography id="team-order-heading" variant="subtitle1" component="h3">
        Pick order (first pick at the top)
      </Typography>
      <List dense aria-labelledby="team-order-heading">
        {teams.map((team, index) => (
          <ListItem
            key={team.id}
            divider
            secondaryAction={
              <>
                <IconButton aria-label={`Move ${team.name} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton aria-label={`Move ${team.name} down`} disabled={index === teams.length - 1} onClick={() => move(index, index + 1)}>
                  <ArrowDownwardIcon />
                </IconButton>
              </>
            }
          >
            <ListItemText primary={`${index + 1}. ${team.name}`} />
          </ListItem>
        ))}
      </List>
    </>
  );
}
