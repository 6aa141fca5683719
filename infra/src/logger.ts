import pino from 'pino';

/** Field names that must never reach a log line, wherever they appear in a request or event. */
export const REDACT_PATHS = [
  'password',
  'confirmPassword',
  '*.password',
  '*.confirmPassword',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

export const loggerOptions = (name: string, level = process.env.LOG_LEVEL ?? 'info'): pino.LoggerOptions => ({
  name,
  level,
  redact: { paths: REDACT_PATHS, censor: '[redacted]' },
});

export const createLogger = (name: string): pino.Logger => pino(loggerOptions(name));
