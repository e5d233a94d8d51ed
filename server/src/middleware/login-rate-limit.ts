import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import type { Config } from '../config/env.js';

/** Failed logins are counted per address and username together; successes do not count. */
export function createLoginRateLimit(config: Config): RequestHandler {
  return rateLimit({
    windowMs: config.LOGIN_RATE_WINDOW_MINUTES * 60_000,
    limit: config.LOGIN_RATE_LIMIT,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => {
      const username = typeof req.body?.username === 'string' ? req.body.username.trim().toLowerCase() : '';
      return `${ipKeyGenerator(req.ip ?? 'unknown')}|${username}`;
    },
    handler: (_req, res) => {
      res.status(429).json({
        error: `Too many failed login attempts. Please wait ${config.LOGIN_RATE_WINDOW_MINUTES} minutes and try again.`,
        code: 'rate_limited',
      });
    },
  });
}
