import type { Db } from '../lib/db/database.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { demoAccounts, demoLeagueName } from './demo-accounts.js';
import { seedDemoQuizzes } from './demo-quizzes.js';

export const demoSkills = [
  { name: 'Shooting', description: 'Catch-and-shoot and free throws', weight: 3 },
  { name: 'Dribbling', description: 'Ball handling under pressure', weight: 2 },
  { name: 'Passing', description: 'Vision and accuracy', weight: 2 },
  { name: 'Defense', description: 'On-ball and help defense', weight: 3 },
  { name: 'Athleticism', description: 'Speed, agility, endurance', weight: 1 },
];

/** Seeds the demo league once; a second call finds it and changes nothing. */
export async function seedDemo(db: Db): Promise<'created' | 'present'> {
  if (await db.league.findUnique({ where: { name: demoLeagueName } })) return 'present';
  const hashes = await Promise.all(demoAccounts.map((a) => hashPassword(a.password)));
  await db.$transaction(async (tx) => {
    const league = await tx.league.create({ data: { name: demoLeagueName } });
    await tx.user.createMany({
      data: demoAccounts.map((a, i) => ({
        username: a.username,
        passwordHash: hashes[i]!,
        userType: a.userType,
        firstName: a.firstName,
        lastName: a.lastName,
        email: `${a.username}@example.org`,
        leagueId: league.id,
        certificationLevel: a.userType === 'referee' ? 'level_1' : 'national',
        experienceYears: a.userType === 'referee' ? 2 : 12,
      })),
    });
    const year = new Date().getUTCFullYear();
    const season = await tx.season.create({
      data: {
        name: `${year} Fall Season`,
        year,
        startDate: new Date(Date.UTC(year, 8, 1)),
        endDate: new Date(Date.UTC(year + 1, 2, 31)),
        isActive: true,
        leagueId: league.id,
      },
    });
    const division = await tx.division.create({
      data: { name: 'U12 Mixed', minAge: 10, maxAge: 12, description: 'Ages 10 to 12', seasonId: season.id, leagueId: league.id },
    });
    await tx.skill.createMany({ data: demoSkills.map((s) => ({ ...s, normalizationFactor: 10, divisionId: division.id })) });
    await seedDemoQuizzes(tx, league.id);
  });
  return 'created';
}
