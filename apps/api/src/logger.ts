import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.idtoken'],
    },
    // Asynchronous writes: one log line per request must not cost the event loop a blocking
    // write each (decision 024). Lines written while one write is out go together in the
    // next; pino flushes what is left when the process exits.
    level === 'silent' ? undefined : pino.destination({ dest: 1, sync: false }),
  );
}
