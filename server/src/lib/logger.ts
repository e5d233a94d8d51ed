import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** `destination` (tests read what the server logs): standard output when left out. */
export function createLogger(level: string, pretty = false, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password'], censor: '[redacted]' },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true, ignore: 'pid,hostname' } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
