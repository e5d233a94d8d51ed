import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { SeasonOfficialsGameDto } from '@league/contract';
import { ScrollTable } from '@/components/ui/scroll-table';
import { GameCells, GameHeadCells } from './game-cells';
import type { SlotLine } from './game-slots';
import { PlaceLine, type ChoosePlace } from './place-line';

function OfficialsCell({ game, lines, onChoose }: { game: SeasonOfficialsGameDto; lines: SlotLine[]; onChoose?: ChoosePlace }) {
  if (lines.length === 0) return <Typography variant="body2" color="text.secondary">None yet</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {lines.map((l, i) => <PlaceLine key={i} game={game} line={l} onChoose={onChoose} />)}
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
