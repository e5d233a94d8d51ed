import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { SeasonOfficialsGameDto } from '@league/contract';
import { ScrollTable } from '@/components/ui/scroll-table';
import { formatCalendarDay } from '@/lib/format-calendar-day';
import { GameCells, GameHeadCells } from './game-cells';
import type { SlotLine } from './game-slots';

/** Opens "Who could take this place" for one place of one game. */
export type ChoosePlace = (gameId: number, role: string) => void;

/** The API says why a place is open as a clause ("no referee certified at …"); on screen it follows "open." as a sentence. */
const asSentence = (note: string) => `${note.charAt(0).toUpperCase()}${note.slice(1)}${/[.!?]$/.test(note) ? '' : '.'}`;

function OfficialsCell({ game, lines, onChoose }: { game: SeasonOfficialsGameDto; lines: SlotLine[]; onChoose?: ChoosePlace }) {
  if (lines.length === 0) return <Typography variant="body2" color="text.secondary">None yet</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {lines.map((l, i) => (
        <Box component="li" key={i} sx={l.open ? { color: 'warning.main', fontWeight: 600 } : undefined}>
          {l.open ? `${l.role}: open. ${asSentence(l.note)}` : `${l.role}: ${l.name}${l.note ? ` (${l.note})` : ''}`}
          {onChoose && (
            <Button size="small" sx={{ ml: 1 }} onClick={() => onChoose(game.game_id, l.role)} aria-label={`${l.open ? 'Find a referee' : 'Change'} for the ${l.role} place of ${game.home} vs ${game.away}, ${formatCalendarDay(game.date)} ${game.start}`}>
              {l.open ? 'Find a referee' : 'Change'}
            </Button>
          )}
        </Box>
      ))}
    </Box>
  );
}

export function GamesTable({ games, slots, caption, onChoose }: { games: SeasonOfficialsGameDto[]; slots: Map<number, SlotLine[]>; caption: string; onChoose?: ChoosePlace }) {
  return (
    <ScrollTable label="Games and their officials">
      <Table size="small" aria-label="Games and their officials">
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <GameHeadCells />
            <TableCell>Officials</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {games.map((g) => (
            <TableRow key={g.game_id}>
              <GameCells game={g} />
              <TableCell><OfficialsCell game={g} lines={slots.get(g.game_id) ?? []} onChoose={onChoose} /></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
