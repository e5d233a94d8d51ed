import { OfficialsInputError, type OfficialsInput, type WeeklyWindow } from './types.js';

// Input the server builds from its tables should always pass; these checks name what is wrong
// when it does not, instead of an answer that silently ignores a game or a referee.

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => dayPattern.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const isMinute = (value: number) => Number.isInteger(value) && value >= 0 && value <= 24 * 60;

function requireUnique(what: string, ids: number[]): void {
  const seen = new Set<number>();
  for (const id of ids) {
    if (seen.has(id)) throw new OfficialsInputError(`${what} ${id} is listed twice.`);
    seen.add(id);
  }
}

function requireDay(value: string, where: string): void {
  if (!isDay(value)) throw new OfficialsInputError(`${where} has the date "${value}", which is not a YYYY-MM-DD day.`);
}

function requireWindows(windows: WeeklyWindow[] | null | undefined, where: string): void {
  for (const w of windows ?? []) {
    if (!isMinute(w.start) || !isMinute(w.end) || w.start >= w.end) throw new OfficialsInputError(`${where} has a window on ${w.weekday} that does not end after it starts.`);
  }
}

export function validateInput(input: OfficialsInput): void {
  requireUnique('Level', input.levels.map((l) => l.id));
  requireUnique('Venue', input.venues.map((v) => v.id));
  requireUnique('Division', input.divisions.map((d) => d.id));
  requireUnique('Team', input.teams.map((t) => t.id));
  requireUnique('Game', input.games.map((g) => g.id));
  requireUnique('Referee', input.referees.map((r) => r.id));
  const levels = new Set(input.levels.map((l) => l.id));
  const venues = new Set(input.venues.map((v) => v.id));
  const teams = new Set(input.teams.map((t) => t.id));
  const divisions = new Map(input.divisions.map((d) => [d.id, d]));
  const referees = new Set(input.referees.map((r) => r.id));
  for (const division of input.divisions) {
    const names = new Set<string>();
    for (const role of division.roles) {
      if (names.has(role.role)) throw new OfficialsInputError(`${division.name} lists the role "${role.role}" twice; give each official a role of their own, such as "umpire 1" and "umpire 2".`);
      names.add(role.role);
      if (!levels.has(role.minLevelId)) throw new OfficialsInputError(`${division.name}'s ${role.role} needs level ${role.minLevelId}, which is not among the levels.`);
      if (!(Number.isFinite(role.fee) && role.fee >= 0)) throw new OfficialsInputError(`${division.name}'s ${role.role} has a fee that is not an amount of zero or more.`);
    }
  }
  for (const travel of input.travel ?? []) {
    if (!venues.has(travel.fromVenueId) || !venues.has(travel.toVenueId)) throw new OfficialsInputError(`A travel time names venue ${venues.has(travel.fromVenueId) ? travel.toVenueId : travel.fromVenueId}, which is not among the venues.`);
    if (!(travel.minutes >= 0)) throw new OfficialsInputError('A travel time is not a number of minutes of zero or more.');
  }
  for (const game of input.games) {
    const where = `Game ${game.id}`;
    if (!divisions.has(game.divisionId)) throw new OfficialsInputError(`${where} names division ${game.divisionId}, which is not among the divisions.`);
    if (!venues.has(game.venueId)) throw new OfficialsInputError(`${where} names venue ${game.venueId}, which is not among the venues.`);
    const team = game.teamIds.find((id) => !teams.has(id));
    if (team !== undefined) throw new OfficialsInputError(`${where} names team ${team}, which is not among the teams.`);
    requireDay(game.date, where);
    if (!isMinute(game.start) || !isMinute(game.end) || game.start >= game.end) throw new OfficialsInputError(`${where} does not end after it starts.`);
  }
  for (const referee of input.referees) {
    const where = `Referee ${referee.name}`;
    for (const certificate of referee.certificates) {
      if (!levels.has(certificate.levelId)) throw new OfficialsInputError(`${where} holds a certificate of level ${certificate.levelId}, which is not among the levels.`);
      requireDay(certificate.validFrom, `${where}'s certificate`);
      requireDay(certificate.validUntil, `${where}'s certificate`);
    }
    if (referee.dateOfBirth) requireDay(referee.dateOfBirth, where);
    for (const day of referee.datesOff ?? []) requireDay(day, `${where}'s dates off`);
    requireWindows(referee.weekly, where);
    requireWindows(referee.preferredTimes, where);
    if (referee.maxGamesPerDay != null && !(Number.isInteger(referee.maxGamesPerDay) && referee.maxGamesPerDay >= 0)) throw new OfficialsInputError(`${where}'s most games a day is not a whole number.`);
  }
  validateAssignmentsInput(input, divisions, referees);
}

function validateAssignmentsInput(input: OfficialsInput, divisions: Map<number, OfficialsInput['divisions'][number]>, referees: Set<number>): void {
  const games = new Map(input.games.map((g) => [g.id, g]));
  const filled = new Set<string>();
  for (const a of input.published ?? []) {
    const game = games.get(a.gameId);
    if (!game) throw new OfficialsInputError(`A published assignment names game ${a.gameId}, which is not among the games.`);
    if (!divisions.get(game.divisionId)!.roles.some((r) => r.role === a.role)) throw new OfficialsInputError(`A published assignment names the role "${a.role}", which game ${a.gameId}'s division does not have.`);
    if (!referees.has(a.refereeId)) throw new OfficialsInputError(`A published assignment names referee ${a.refereeId}, who is not among the referees.`);
    const key = `${a.gameId}/${a.role}`;
    if (filled.has(key)) throw new OfficialsInputError(`Game ${a.gameId}'s ${a.role} is published twice.`);
    filled.add(key);
  }
  for (const d of input.declines ?? []) {
    if (!games.has(d.gameId)) throw new OfficialsInputError(`A decline names game ${d.gameId}, which is not among the games.`);
    if (!referees.has(d.refereeId)) throw new OfficialsInputError(`A decline names referee ${d.refereeId}, who is not among the referees.`);
  }
}
