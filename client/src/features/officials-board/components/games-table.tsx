import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { SeasonOfficialsGameDto } from '@league/contract';
import { ScrollTable } from '@/components/ui/scroll-table';
import { GameCells, GameHeadCells } from './game-cells';
import type { SlotLine } from './game-slots';

function OfficialsCell({ lines }: { lines: SlotLine[] }) {
  if (lines.length === 0) return <Typography variant="body2" color="text.secondary">None yet</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {lines.map((l, i) => (
        <Box component="li" key={i} sx={l.open ? { color: 'warning.main', fontWeight: 600 } : undefined}>
          {l.open ? `${l.role}: open. ${l.note}` : `${l.role}: ${l.name}${l.note ? ` (${l.note})` : ''}`}
        </Box>
      ))}
    </Box>
  );
}

export function GamesTable({ games, slots, caption }: { games: SeasonOfficialsGameDto[]; slots: Map<number, SlotLine[]>; caption: string }) {
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
              <TableCell><OfficialsCell lines={slots.get(g.game_id) ?? []} /></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
