/** The league's time zone as the clients read it; null while none is set. */
export interface LeagueTimeZoneDto {
  time_zone: string | null;
}
