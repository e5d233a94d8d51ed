import type { MyPayDto, PayStatementDto, RefereePayDto } from '@league/contract';
import { writeCsv } from '../teams/index.js';

const headers = ['Referee', 'Date', 'Start', 'End', 'Division', 'Home', 'Away', 'Venue', 'Role', 'Fee'];
const money = (amount: number) => amount.toFixed(2);
const gamesWord = (n: number) => (n === 1 ? '1 game' : `${n} games`);
const totalRow = (who: string, games: number, total: number) => [who, '', '', '', '', '', '', '', `Total, ${gamesWord(games)}`, money(total)];

/** One row per game and role, then the referee's total row (decision 0175). */
function refereeRows(r: RefereePayDto): string[][] {
  return [
    ...r.lines.map((l) => [r.referee_name, l.date, l.start, l.end, l.division, l.home, l.away, l.venue, l.role, money(l.fee)]),
    totalRow(r.referee_name, r.games, r.total),
  ];
}

const periodPart = (from: string | null, to: string | null) => (from || to ? `-${from ?? 'start'}-to-${to ?? 'end'}` : '');

/** The season's statement for Excel: each referee's games and total, then the total for all referees. */
export function seasonPayCsv(s: PayStatementDto): { filename: string; csv: string } {
  const rows = [...s.referees.flatMap(refereeRows), totalRow('All referees', s.games, s.total)];
  return { filename: `referee-pay-season-${s.season_id}${periodPart(s.from, s.to)}.csv`, csv: writeCsv(headers, rows) };
}

/** A referee's own statement for Excel. */
export function myPayCsv(s: MyPayDto): { filename: string; csv: string } {
  return { filename: `my-referee-pay${periodPart(s.from, s.to)}.csv`, csv: writeCsv(headers, refereeRows(s)) };
}
