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

/** `level`: the configured LOG_LEVEL (config.logLevel), which processes read at start and pass on. */
export const loggerOptions = (name: string, level = 'info'): pino.LoggerOptions => ({
  name,
  level,
  redact: { paths: REDACT_PATHS, censor: '[redacted]' },
});

export const createLogger = (name: string, level = 'info'): pino.Logger => pino(loggerOptions(name, level));
