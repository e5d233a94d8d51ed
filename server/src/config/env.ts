import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../lib/db/paths.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => ['true', '1', 'yes'].includes(v));

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL (leave it unset to use the embedded database)')
    .optional(),
  DATA_DIR: z.string().min(1).default('data'),
  // Demo data: "auto" seeds the embedded database on first start, never a real PostgreSQL.
  SEED_DEMO: z.enum(['auto', 'true', 'false'], { error: 'must be auto, true or false' }).default('auto'),
  // bcrypt's cost for new password hashes; unset: 10, or 4 under NODE_ENV=test. Lower only for tests.
  PASSWORD_HASH_ROUNDS: z.coerce.number({ error: 'must be a whole number from 4 to 15' }).int().min(4).max(15).optional(),
  // Slack after a quiz attempt's deadline for the last answer's network trip; lower only for tests.
  QUIZ_SUBMIT_GRACE_SECONDS: z.coerce.number({ error: 'must be a whole number of seconds from 0 to 600' }).int().min(0).max(600).default(30),
  TOKEN_TTL_HOURS: z.coerce.number({ error: 'must be a number of hours' }).positive().max(24 * 365).default(24 * 7),
  LOGIN_RATE_LIMIT: z.coerce.number({ error: 'must be a whole number' }).int().min(1).default(10),
  LOGIN_RATE_WINDOW_MINUTES: z.coerce.number({ error: 'must be a number of minutes' }).positive().default(15),
  // Failed sign-ins from one address across all usernames (password spraying), per window.
  LOGIN_ADDRESS_FAILURE_LIMIT: z.coerce.number({ error: 'must be a whole number' }).int().min(1).default(100),
  // Past a limit, sign-ins wait base, 2×base, 4×base… up to max milliseconds (0 turns the wait off).
  LOGIN_DELAY_BASE_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).max(60_000).default(500),
  LOGIN_DELAY_MAX_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).max(120_000).default(10_000),
  // Unknown evaluation access codes from one address in 10 minutes; past it that address is refused until the window ends (decision 0102).
  EVALUATION_JOIN_UNKNOWN_CODES_PER_ADDRESS: z.coerce.number({ error: 'must be a whole number' }).int().min(1).default(200),
  // Live draft streams open at once on one server, per coach link or admin, and per address (decision 0103).
  DRAFT_STREAMS_PER_KEY: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(1000).default(6),
  DRAFT_STREAMS_PER_ADDRESS: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100_000).default(100),
  // Balancing uploads per user per minute.
  BALANCE_RATE_LIMIT: z.coerce.number({ error: 'must be a whole number' }).int().min(1).default(10),
  // Optimizer worker threads and waiting previews; unset: cores - 1 and the pool's default queue.
  BALANCE_WORKERS: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(64).optional(),
  BALANCE_QUEUE: z.coerce.number({ error: 'must be a whole number' }).int().min(0).max(10_000).optional(),
  // Question media uploads received at once by this process; one more is answered 503 (decision 0109).
  MEDIA_UPLOADS_AT_ONCE: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(64).default(4),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL (leave it unset to keep limits in the database)').optional(),
  // Names this deployment's counters in a shared database or Redis.
  RATE_LIMIT_PREFIX: z.string().min(1).max(60).default('league'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url({ error: 'must be a URL such as http://127.0.0.1:8080/v1' }).optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  CLIENT_DIST_DIR: z.string().optional(),
  // Email (decision 0054): unset, messages wait in the outbox for the admin to read or download.
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL (leave it unset to keep emails in the outbox)').optional(),
  MAIL_FROM: z.string().min(3).max(254).optional(),
  // The address people open the app at, for links in emails; default http://localhost:PORT.
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://league.example.org' }).optional(),
  // First wait before an email is tried again (doubled each time).
  MAIL_RETRY_SECONDS: z.coerce.number({ error: 'must be a whole number of seconds' }).int().min(1).max(3600).default(30),
});

export type Env = z.infer<typeof envSchema>;

/**
 * bcrypt's cost, read once where passwords are hashed (a module that cannot wait for the app's
 * config): the configured value, else 4 under NODE_ENV=test, else 10.
 */
export function passwordHashRounds(source: Record<string, string | undefined> = process.env): number {
  const configured = envSchema.shape.PASSWORD_HASH_ROUNDS.safeParse(source.PASSWORD_HASH_ROUNDS || undefined);
  if (configured.success && configured.data !== undefined) return configured.data;
  return source.NODE_ENV === 'test' ? 4 : 10;
}

/** The quiz attempts' grace, read once where attempts are timed (a module that cannot wait for the app's config). */
export function quizSubmitGraceSeconds(source: Record<string, string | undefined> = process.env): number {
  const configured = envSchema.shape.QUIZ_SUBMIT_GRACE_SECONDS.safeParse(source.QUIZ_SUBMIT_GRACE_SECONDS || undefined);
  return configured.success ? configured.data : 30;
}

export interface Config extends Env {
  dataDir: string;
  clientDistDir: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value stops the start with a sentence naming it. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration in the environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    dataDir: path.resolve(repoRoot, env.DATA_DIR),
    clientDistDir: path.resolve(repoRoot, env.CLIENT_DIST_DIR ?? 'client/dist'),
  };
}
