import type { PlayerDto } from '@league/contract';
import { keptColumnText } from '@/lib/kept-columns';

/** How the board lists players: sorted by name, skill or a kept registration column; filtered by one. */
export interface BoardView {
  /** 'name', 'skill', or a kept registration column's header. */
  sortBy: string;
  /** A kept column's header, or '' for any kept column. */
  filterColumn: string;
  filterText: string;
}

export const defaultView: BoardView = { sortBy: 'name', filterColumn: '', filterText: '' };

const byName = (a: PlayerDto, b: PlayerDto) => a.name.localeCompare(b.name);

function matches(player: PlayerDto, view: BoardView, headers: string[]): boolean {
  const wanted = view.filterText.trim().toLowerCase();
  if (!wanted) return true;
  const columns = view.filterColumn ? [view.filterColumn] : headers;
  return columns.some((header) => keptColumnText(player, header).toLowerCase().includes(wanted));
}

/** The players a column shows, in the chosen order (blank answers last, then by name). */
export function viewPlayers(players: PlayerDto[], view: BoardView, headers: string[]): PlayerDto[] {
  const shown = players.filter((player) => matches(player, view, headers));
  if (view.sortBy === 'name') return shown.sort(byName);
  if (view.sortBy === 'skill') return shown.sort((a, b) => b.overall_skill - a.overall_skill || byName(a, b));
  const text = (player: PlayerDto) => keptColumnText(player, view.sortBy);
  return shown.sort((a, b) => {
    const [x, y] = [text(a), text(b)];
    if (!x || !y) return x ? -1 : y ? 1 : byName(a, b);
    return x.localeCompare(y, undefined, { numeric: true }) || byName(a, b);
  });
}
