import type { Logger } from './logger.js';

export interface ProcessHandlerOptions {
  logger: Logger;
  /** Stops taking requests and closes the database; called once, whatever ends the process. */
  close: () => Promise<void>;
  /** How long closing may take before the process exits anyway. */
  closeTimeoutMs?: number;
}

/**
 * A signal ends the process cleanly (exit 0). An unhandled rejection or uncaught exception
 * leaves the process in an unknown state, so it is logged as fatal and the process exits
 * with 1 after closing what it can; the supervisor (systemd, Docker) starts a fresh one.
 */
export function installProcessHandlers({ logger, close, closeTimeoutMs = 10_000 }: ProcessHandlerOptions): void {
  let closing = false;
  const shutdown = (code: number) => {
    if (closing) return;
    closing = true;
    setTimeout(() => process.exit(code === 0 ? 1 : code), closeTimeoutMs).unref();
    close()
      .catch((err: unknown) => logger.error({ err }, 'shutdown did not finish cleanly'))
      .finally(() => logger.flush(() => process.exit(code)));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      logger.info(`${signal} received, shutting down`);
      shutdown(0);
    });
  }
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'unhandled promise rejection, shutting down');
    shutdown(1);
  });
  process.on('uncaughtException', (err) => {
    logger.fatal({ err }, 'uncaught exception, shutting down');
    shutdown(1);
  });
}
