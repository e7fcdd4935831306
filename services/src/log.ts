import { type DestinationStream, type Logger, pino } from 'pino';
import { findDatabaseError } from './errors.ts';

export type { Logger } from 'pino';

/*
 * The server's log: one JSON object per line (pino), each carrying the request id of the answer it belongs
 * to. A line names what failed, never what a shopper sent: no SQL, no bound parameter, no body, no raw
 * text (JSON escapes a line break, so typed text could never start a line of its own anyway).
 */

/**
 * Fields no line may show, whoever logs them: a safety net under `describeError`, which already leaves
 * them out (credentials, the driver's SQL and parameters, bodies, addresses and names).
 */
export const REDACTED_PATHS = [
  'headers.cookie',
  'headers.authorization',
  'headers["x-csrf-token"]',
  '*.password',
  '*.email',
  '*.query',
  '*.params',
  '*.body',
  '*.address',
  '*.firstName',
  '*.lastName',
  '*.phone',
  'err.cause',
];

export type LoggerOptions = {
  /** 'info' unless AISLE_LOG_LEVEL says otherwise ('silent' turns the log off). */
  level?: string;
  /** Where the lines go: standard output unless given (tests collect them). */
  destination?: DestinationStream;
};

export function createLogger({ level, destination }: LoggerOptions = {}): Logger {
  const options = {
    level: level ?? process.env.AISLE_LOG_LEVEL ?? 'info',
    base: { service: 'aisle' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** At most this many stack frames per error line. */
const STACK_FRAMES = 12;

/**
 * What a log line says about an error: its class, for a database error only the SQLSTATE code and the
 * constraint's name (the driver's message holds the SQL and every bound value, and PostgreSQL's own
 * message can quote a value), otherwise the message; and the stack's frames without its first line,
 * which repeats the message.
 */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .slice(0, STACK_FRAMES)
    .map((line) => line.trim());
  const database = findDatabaseError(error);
  if (database) {
    return {
      type: error.name,
      sqlState: database.code,
      ...(database.constraint ? { constraint: database.constraint } : {}),
      stack: frames,
    };
  }
  return { type: error.name, message: error.message, stack: frames };
}
