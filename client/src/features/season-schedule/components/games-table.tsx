import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ScheduleGameDto } from '@league/contract';
import { ScrollTable } from '@/components/ui/scroll-table';
import { describeDay, describeTime, splitStart, type ScheduleNames } from '@/features/season-schedule/lib/describe-schedule';

const statusWords: Record<ScheduleGameDto['status'], string> = { draft: 'Draft', published: 'Published' };

/** The games by date, then start, venue and court; a preview's games are all drafts. */
export function GamesTable({ label, games, names }: { label: string; games: ScheduleGameDto[]; names: ScheduleNames }) {
  const sorted = [...games].sort((a, b) => a.start.localeCompare(b.start) || a.venue.localeCompare(b.venue) || a.court.localeCompare(b.court, undefined, { numeric: true }));
  return (
    <ScrollTable label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {['Date', 'Time', 'Venue', 'Court', 'Division', 'Home', 'Away', 'Status'].map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((game, index) => {
            const { day, time } = splitStart(game.start);
            return (
              <TableRow key={game.id ?? `preview-${index}`}>
                <TableCell>{describeDay(day)}</TableCell>
                <TableCell>{`${describeTime(time)}-${describeTime(splitStart(game.end).time)}`}</TableCell>
                <TableCell>{game.venue}</TableCell>
                <TableCell>{game.court}</TableCell>
                <TableCell>{names.division(game.division_id)}</TableCell>
                <TableCell>{names.team(game.home_team_id)}</TableCell>
                <TableCell>{names.team(game.away_team_id)}</TableCell>
                <TableCell>{statusWords[game.status]}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
