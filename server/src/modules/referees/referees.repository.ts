import type { Db } from '../../lib/db/database.js';

const withLeague = { league: { select: { id: true, name: true } } } as const;

export function findLeagueById(db: Db, id: number) {
  return db.league.findUnique({ where: { id }, select: { id: true } });
}

export function findUserWithLeague(db: Db, id: number) {
  return db.user.findUnique({ where: { id }, include: withLeague });
}

export interface NewReferee {
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  leagueId: number;
  phoneNumber: string | null;
  dateOfBirth: Date | null;
}

export function createReferee(db: Db, data: NewReferee) {
  return db.user.create({ data: { ...data, userType: 'referee' }, include: withLeague });
}

export function createRefereeAdmin(db: Db, data: Omit<NewReferee, 'phoneNumber' | 'dateOfBirth'>) {
  return db.user.create({ data: { ...data, userType: 'referee_admin' }, include: withLeague });
}

export function listRefereeAdmins(db: Db, leagueId: number) {
  return db.user.findMany({ where: { leagueId, userType: 'referee_admin' }, include: withLeague, orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { username: 'asc' }] });
}

/** Everyone in the league who officiates: referees and referee administrators. */
export function listLeagueReferees(db: Db, leagueId: number) {
  return db.user.findMany({
    where: { leagueId, userType: { in: ['referee', 'referee_admin'] } },
    include: withLeague,
    orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { username: 'asc' }],
  });
}
