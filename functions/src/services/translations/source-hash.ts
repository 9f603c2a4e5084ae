import { createHash } from 'node:crypto';

/** The hash a translation records of its source: a changed source makes the translations made from it outdated. */
export function sourceHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}
