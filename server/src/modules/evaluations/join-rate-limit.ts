import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { AppError } from '../../lib/app-error.js';
import type { AppDeps } from '../../lib/deps.js';
import { openSharedCounter } from '../../lib/rate-limit/shared-counter.js';

const windowMinutes = 10;
/** Wrong tries of one code (unknown or withdrawn) in the window; the eleventh is a 429. */
export const triesPerCode = 10;

/** One join under the limits: say how the code turned out before answering. */
export interface JoinAttempt {
  /** The code is an evaluation day's and not withdrawn: nothing of this join stays counted. */
  accepted(): Promise<void>;
  /** The code was not accepted: it counts as a wrong try of that code, and is refused past `triesPerCode`. */
  refused(codeHash: string, why: 'unknown' | 'withdrawn'): Promise<void>;
}

const secondsUntil = (resetTime: Date | undefined) => (resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : windowMinutes * 60);

/**
 * The join limits (decision 0102). A right code never stays counted, so a gym of volunteers
 * behind one address joins at once. Guessing is limited per code (the same code tried again and
 * again) and, as a backstop against one machine trying code after code, per address on unknown
 * codes only, at a level no gym's typing mistakes reach. Each attempt counts against its address
 * before the code is looked up (so guesses sent all at once are held to the limit too) and is
 * taken back before answering unless the code was unknown. A counter that cannot be reached lets
 * the join through: the codes' 31^8 combinations stay the main guard, and it is logged.
 */
export function createJoinLimits(deps: Pick<AppDeps, 'db' | 'config' | 'logger'>) {
  const limit = deps.config.EVALUATION_JOIN_UNKNOWN_CODES_PER_ADDRESS;
  const addresses = openSharedCounter(deps, 'evaluation-join-unknown', windowMinutes * 60_000);
  const codes = openSharedCounter(deps, 'evaluation-join-code', windowMinutes * 60_000);
  const unreachable = (error: unknown) => void deps.logger.warn({ err: error }, 'evaluation join limits: the counter cannot be reached; the join goes on uncounted');

  return async function beginJoin(req: Request): Promise<JoinAttempt> {
    const address = ipKeyGenerator(req.ip ?? 'unknown');
    const counted = await addresses.add(address).catch(unreachable);
    const takeBack = async () => void (counted && (await addresses.takeBack(address).catch(unreachable)));
    if (counted && counted.hits > limit) {
      await takeBack();
      throw AppError.tooManyRequests(
        `Too many unknown access codes were typed on this network in the last ${windowMinutes} minutes. Wait ${windowMinutes} minutes, then check the code with the organiser.`,
        secondsUntil(counted.resetTime),
      );
    }
    return {
      accepted: takeBack,
      async refused(codeHash, why) {
        if (why === 'withdrawn') await takeBack();
        const tries = await codes.add(codeHash).catch(unreachable);
        if (!tries || tries.hits <= triesPerCode) return;
        throw AppError.tooManyRequests(
          `This access code has been tried ${triesPerCode} times in the last ${windowMinutes} minutes without success. Check it with the organiser, then try again in ${windowMinutes} minutes.`,
          secondsUntil(tries.resetTime),
        );
      },
    };
  };
}
