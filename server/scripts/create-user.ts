// Creates a user of any type in an existing league (the first referee_admin comes from here):
//   npm run user:create -- --username ref_chief --password 'a long pass' --type referee_admin --league "My League"
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../src/config/env.js';
import { openDatabaseFromConfig } from '../src/lib/db/open-from-config.js';
import { describeIssues } from '../src/lib/validate.js';
import { emailSchema, passwordSchema, usernameSchema } from '@league/contract';
import { createUser, findLeagueNamed, findUserByUsername } from '../src/modules/auth/auth.repository.js';
import { hashPassword } from '../src/modules/auth/passwords.js';

const argsSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  type: z.enum(['admin', 'referee', 'referee_admin'], { error: 'Type must be admin, referee or referee_admin.' }),
  league: z.string({ error: 'Name the league with --league.' }).min(1, 'Name the league with --league.'),
  email: emailSchema.optional(),
  'first-name': z.string().default(''),
  'last-name': z.string().default(''),
});

const { values } = parseArgs({
  options: {
    username: { type: 'string' }, password: { type: 'string' }, type: { type: 'string' }, league: { type: 'string' },
    email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' },
  },
});
const parsed = argsSchema.safeParse(values);
if (!parsed.success) {
  console.error(describeIssues(parsed.error).message);
  process.exit(1);
}
const input = parsed.data;
// With the embedded database, this refuses while the server has the data folder open.
const database = await openDatabaseFromConfig(loadConfig()).catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
try {
  const league = await findLeagueNamed(database.prisma, input.league);
  if (!league) throw new Error(`No league is named "${input.league}".`);
  if (await findUserByUsername(database.prisma, input.username)) throw new Error(`The username "${input.username}" is taken.`);
  const user = await createUser(database.prisma, {
    username: input.username, passwordHash: await hashPassword(input.password), userType: input.type,
    email: input.email ?? null, firstName: input['first-name'], lastName: input['last-name'], leagueId: league.id,
  });
  console.log(`Created ${user.userType} "${user.username}" in ${league.name}.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
