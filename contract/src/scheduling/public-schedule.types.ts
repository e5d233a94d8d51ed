/** A published game as a family or coach reads it; days and times are the league's local time. */
export interface PublicScheduleGameDto {
  id: number;
  /** "2026-10-03" */
  date: string;
  /** "Saturday 3 October", as the email says it. */
  day: string;
  /** "9:00" */
  start: string;
  end: string;
  home: string;
  away: string;
  division: string;
  venue: string;
  court: string;
  /** The venue's address; empty when the gym time gave none. */
  address: string;
  /** A map of the address (or the venue's name) that opens on any phone without an account. */
  map_url: string;
  /** Whose game it is on this page: a family's children in it, a coach's teams in it. */
  playing: string[];
}

/**
 * GET /api/public/schedules/{token}/: the games of the latest published schedule for the team,
 * family or coach whose calendar link this is. The link is the only key; no account.
 */
export interface PublicScheduleDto {
  kind: 'team' | 'family' | 'coach';
  /** Who the page is for: the family's name, the coach's name, the team's name. */
  name: string;
  league: string;
  season: string;
  /** The teams the page follows; for a family, which child plays for which team. */
  teams: { name: string; division: string; players: string[] }[];
  games: PublicScheduleGameDto[];
  /** The same games as a calendar a phone subscribes to (https; webcal:// opens it in the calendar app). */
  calendar_url: string;
  /** When the schedule shown was published; null before the first publication. */
  published_at: string | null;
}
