import pino, { type Logger } from 'pino';
import type { Config } from '../config.js';

/** JSON logs on stdout. Never log keys, passwords or cookies: request logs carry only id, route, status, latency. */
export function createLogger(level: Config['logLevel']): Logger {
  return pino({ level, base: { service: 'tis' }, redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.key'] });
}
