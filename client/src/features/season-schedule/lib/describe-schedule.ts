import type { ScheduleGameDto, ScheduleReportDto } from '@league/contract';
import { pluralize } from '@/lib/format';

/** Team and division names by id: the games name only ids. */
export interface ScheduleNames {
  team: (id: number) => string;
  division: (id: number) => string;
}

/** "3.5 hours", "1 hour": a tenth of an hour is as fine as a family cares. */
export function describeHours(hours: number): string {
  const rounded = Math.round(hours * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'hour' : 'hours'}`;
}

/** The report's numbers as the lines a volunteer reads. */
export function describeReport(report: ScheduleReportDto): string[] {
  return [
    `${pluralize(report.hard_broken, 'rule')} broken`,
    pluralize(report.family_conflicts, 'family conflict'),
    `${describeHours(report.family_wait_hours)} families wait between games`,
    `${pluralize(report.family_split_days, 'day')} a family goes to two venues`,
    `${describeHours(report.unused_gym_hours)} of gym time left unused`,
  ];
}

/** "Sat, Oct 3": the day as the gym time gave it, whatever the viewer's time zone. */
export function describeDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** "09:00" as "9:00". */
export const describeTime = (time: string) => time.replace(/^0(\d)/, '$1');

/** "2026-10-03T09:00" as its day and time. */
export const splitStart = (start: string) => ({ day: start.slice(0, 10), time: start.slice(11, 16) });

/** "Ants vs Bees". */
export const describeMatchup = (game: Pick<ScheduleGameDto, 'home_team_id' | 'away_team_id'>, names: ScheduleNames) => `${names.team(game.home_team_id)} vs ${names.team(game.away_team_id)}`;

/** "Sat, Oct 3 9:00, Lincoln court 1". */
export function describePlace(game: Pick<ScheduleGameDto, 'start' | 'venue' | 'court'>): string {
  const { day, time } = splitStart(game.start);
  return `${describeDay(day)} ${describeTime(time)}, ${game.venue} court ${game.court}`;
}
