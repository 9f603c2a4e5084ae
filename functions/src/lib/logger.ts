import { env } from './env.ts';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** Structured JSON logs, one line each, so CloudWatch Logs Insights can query them. */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  let threshold: Level | 'silent' = 'info';
  try {
    threshold = env().LOG_LEVEL;
  } catch {
    // Environment not loaded yet: log anyway.
  }
  if (order[level] < order[threshold]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}
