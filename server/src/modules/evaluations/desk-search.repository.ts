import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';
import { foldWords } from '../../lib/fold-words.js';

export interface DeskFilter {
  search: string | undefined;
  checkedIn: boolean | undefined;
  skip: number;
  take: number;
}

const deskPlayerSelect = {
  id: true,
  name: true,
  divisionId: true,
  dateOfBirth: true,
  participant: { select: { household: { select: { name: true } } } },
} as const;
const searchSelect = { id: true, name: true, participant: { select: { household: { select: { name: true } } } } } as const;
type Searchable = Prisma.PlayerGetPayload<{ select: typeof searchSelect }>;

/** Every typed word must be in the child's name or the household's name; accents, case and punctuation do not count. */
function matchesDesk(player: Searchable, words: string[]) {
  const name = foldWords(player.name).join(' ');
  const household = foldWords(player.participant?.household?.name ?? '').join(' ');
  return words.every((word) => name.includes(word) || household.includes(word));
}

/**
 * The page to read: with typed words, the matches are found here rather than by `ILIKE`, because
 * neither database ignores accents without `unaccent`, which the embedded one lacks (decision
 * 0089). A day's divisions hold a few thousand children at most, read as id, name and household.
 */
async function pageToRead(words: string[], filter: DeskFilter, all: { count: () => Promise<number>; read: () => Promise<Searchable[]> }) {
  if (words.length === 0) return { count: await all.count(), ids: undefined, skip: filter.skip };
  const ids = (await all.read()).filter((p) => matchesDesk(p, words)).map((p) => p.id);
  return { count: ids.length, ids: ids.slice(filter.skip, filter.skip + filter.take), skip: 0 };
}

/**
 * The desk's search among the day's divisions' players, one page at a time (decision 0084), with
 * each child's bib. Checked-in children alone come latest bib first; otherwise by name.
 */
export async function findDeskPlayers(db: Db, eventId: number, divisionIds: number[], filter: DeskFilter) {
  const words = foldWords(filter.search ?? '');
  if (filter.checkedIn) {
    const where: Prisma.EvaluationCheckInWhereInput = { eventId, player: { divisionId: { in: divisionIds } } };
    const page = await pageToRead(words, filter, {
      count: () => db.evaluationCheckIn.count({ where }),
      read: async () => (await db.evaluationCheckIn.findMany({ where, select: { player: { select: searchSelect } }, orderBy: { bib: 'desc' } })).map((c) => c.player),
    });
    const checkIns = await db.evaluationCheckIn.findMany({
      where: page.ids ? { eventId, playerId: { in: page.ids } } : where,
      select: { bib: true, walkUp: true, player: { select: deskPlayerSelect } },
      orderBy: { bib: 'desc' },
      skip: page.skip,
      take: filter.take,
    });
    return { count: page.count, rows: checkIns.map((c) => ({ ...c.player, checkIn: { bib: c.bib, walkUp: c.walkUp } })) };
  }
  const where: Prisma.PlayerWhereInput = { divisionId: { in: divisionIds }, ...(filter.checkedIn === false ? { evaluationCheckIns: { none: { eventId } } } : {}) };
  const orderBy: Prisma.PlayerOrderByWithRelationInput[] = [{ name: 'asc' }, { id: 'asc' }];
  const page = await pageToRead(words, filter, { count: () => db.player.count({ where }), read: () => db.player.findMany({ where, select: searchSelect, orderBy }) });
  const rows = await db.player.findMany({
    where: page.ids ? { id: { in: page.ids } } : where,
    select: { ...deskPlayerSelect, evaluationCheckIns: { where: { eventId }, select: { bib: true, walkUp: true } } },
    orderBy,
    skip: page.skip,
    take: filter.take,
  });
  return { count: page.count, rows: rows.map(({ evaluationCheckIns, ...p }) => ({ ...p, checkIn: evaluationCheckIns[0] ?? null })) };
}

/** Children registered in the day's divisions, and how many have a bib: the desk's header. */
export function countDeskTotals(db: Db, eventId: number, divisionIds: number[]) {
  return Promise.all([db.player.count({ where: { divisionId: { in: divisionIds } } }), db.evaluationCheckIn.count({ where: { eventId, player: { divisionId: { in: divisionIds } } } })]);
}
