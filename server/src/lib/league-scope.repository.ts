import type { Prisma } from '../generated/prisma/client.js';
import type { Db } from './db/database.js';

type Client = Db | Prisma.TransactionClient;

/**
 * The rows behind the league guards of `permissions.ts`, one finder per kind: the rows among
 * `ids` that belong to `leagueId`, in one query whatever the count. A new scoped kind is a
 * finder here and its label in `permissions.ts`.
 */
export const leagueRowFinders = {
  season: (db: Client, leagueId: number, ids: number[]) =>
    db.season.findMany({ where: { id: { in: ids }, leagueId }, select: { id: true, name: true } }),
  division: (db: Client, leagueId: number, ids: number[]) =>
    db.division.findMany({ where: { id: { in: ids }, leagueId }, select: { id: true, name: true, seasonId: true, leagueId: true } }),
  team: (db: Client, leagueId: number, ids: number[]) =>
    db.team.findMany({ where: { id: { in: ids }, leagueId }, select: { id: true, name: true, divisionId: true } }),
  skill: (db: Client, leagueId: number, ids: number[]) => db.skill.findMany({ where: { id: { in: ids }, division: { leagueId } } }),
  player: (db: Client, leagueId: number, ids: number[]) =>
    db.player.findMany({ where: { id: { in: ids }, leagueId }, select: { id: true, divisionId: true, teamId: true, overallSkill: true } }),
  rating: (db: Client, leagueId: number, ids: number[]) => db.playerSkillRating.findMany({ where: { id: { in: ids }, player: { leagueId } } }),
  quiz: (db: Client, leagueId: number, ids: number[]) =>
    db.quiz.findMany({ where: { id: { in: ids }, leagueId }, include: { _count: { select: { questions: true } } } }),
  question: (db: Client, leagueId: number, ids: number[]) =>
    db.question.findMany({ where: { id: { in: ids }, leagueId }, include: { quiz: { select: { id: true, status: true } } } }),
  // The people the referee list shows: referees and referee administrators, never league admins.
  referee: (db: Client, leagueId: number, ids: number[]) =>
    db.user.findMany({
      where: { id: { in: ids }, leagueId, userType: { in: ['referee', 'referee_admin'] } },
      select: { id: true, username: true, firstName: true, lastName: true },
    }),
  evaluation: (db: Client, leagueId: number, ids: number[]) => db.evaluationEvent.findMany({ where: { id: { in: ids }, leagueId } }),
  certificationLevel: (db: Client, leagueId: number, ids: number[]) =>
    db.certificationLevel.findMany({ where: { id: { in: ids }, leagueId }, select: { id: true, name: true } }),
  flag: (db: Client, leagueId: number, ids: number[]) => db.questionFlag.findMany({ where: { id: { in: ids }, leagueId }, select: { id: true } }),
} satisfies Record<string, (db: Client, leagueId: number, ids: number[]) => Promise<{ id: number }[]>>;
