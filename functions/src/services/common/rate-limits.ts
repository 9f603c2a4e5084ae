import { createHash } from 'node:crypto';
import { TooManyRequestsError } from '../../lib/errors.ts';
import { rateLimitRepository, type LimitCounter } from '../../repositories/rate-limit-repository.ts';

/** One limit: at most `max` counted events per subject within `windowSeconds` of the first. */
export interface RateLimit {
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * The limits our own code enforces (docs/decisions.md "Limits under abuse"). A subject is an
 * account (an e-mail, per pool and per shop for customers) or a client address (per shop for a
 * storefront's calls: many shoppers may share one address behind a carrier's NAT, rarely on one
 * small shop at once). Sign-in counts failures only, so a user who types right is never held.
 */
export const rateLimits = {
  /** Wrong passwords for one account: then even the right one waits. */
  signInFailuresPerAccount: { name: 'SIGNIN_ACCOUNT', max: 10, windowSeconds: 15 * 60 },
  /** Wrong passwords from one client address, whatever the accounts (credential stuffing). */
  signInFailuresPerAddress: { name: 'SIGNIN_ADDRESS', max: 50, windowSeconds: 15 * 60 },
  /** Accounts asked for from one client address on one shop. */
  registrationsPerAddress: { name: 'REGISTER_ADDRESS', max: 20, windowSeconds: 60 * 60 },
  /** Reset mails asked for one account (a mailbox is not to be flooded). */
  resetAsksPerAccount: { name: 'RESET_ACCOUNT', max: 3, windowSeconds: 60 * 60 },
  /** Reset mails asked from one client address, whatever the e-mails. */
  resetAsksPerAddress: { name: 'RESET_ADDRESS', max: 10, windowSeconds: 60 * 60 },
  /** Orders placed from one client address on one shop. */
  ordersPerAddress: { name: 'ORDER_ADDRESS', max: 30, windowSeconds: 10 * 60 },
  /** A guest's orders for one e-mail on one shop: each sends a mail to that address. */
  guestOrdersPerEmail: { name: 'ORDER_GUEST_EMAIL', max: 5, windowSeconds: 60 * 60 },
  /** Contact messages from one client address on one shop. */
  messagesPerAddress: { name: 'MESSAGE_ADDRESS', max: 10, windowSeconds: 10 * 60 },
  /** QR code scans counted from one client address on one shop: past it, a scan still redirects, uncounted. */
  qrScansPerAddress: { name: 'QR_SCAN_ADDRESS', max: 20, windowSeconds: 10 * 60 },
  /** Page views counted from one visitor (its daily hash, never its address): past it, a page view is not counted. */
  pageViewsPerVisitor: { name: 'PAGE_VIEW_VISITOR', max: 120, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimit>;

/** Subjects are hashed: the table holds no e-mail or address in clear for a limit. */
const hashOf = (limit: RateLimit, subject: string): string =>
  createHash('sha256').update(`${limit.name}|${subject.trim().toLowerCase()}`).digest('hex').slice(0, 40);

const counterOf = (limit: RateLimit, subject: string): LimitCounter => ({
  limit: limit.name,
  subjectHash: hashOf(limit, subject),
});
const seconds = (ms: number): number => Math.floor(ms / 1000);
/** Seconds until the window ends (at least 1). */
const retryAfter = (windowEnd: number, now: number): number => Math.max(1, windowEnd - now);

/**
 * A window starts with a subject's first counted event and lasts the limit's `windowSeconds`: ten
 * wrong passwords in a quarter of an hour from the first, whenever it came (a window fixed on the
 * clock would let a burst across its boundary count twice as much, and tests of it depend on the
 * clock).
 */
export const rateLimiter = {
  /**
   * Counts one event; the one past `max` in the window, and every one after, is refused (429).
   * `once`: the event's own identity (an order's Idempotency-Key): the same one again, even at the
   * same moment, is counted once, so a retried order is never refused for being retried.
   */
  async take(limit: RateLimit, subject: string, options: { once?: string; now?: number } = {}): Promise<void> {
    const now = seconds(options.now ?? Date.now());
    const token = options.once === undefined ? undefined : hashOf(limit, options.once).slice(0, 16);
    const { count, windowEnd } = await rateLimitRepository.add(
      counterOf(limit, subject),
      now,
      limit.windowSeconds,
      token,
    );
    if (count > limit.max) throw new TooManyRequestsError(retryAfter(windowEnd, now));
  },

  /** Refused (429) when `max` events are already counted in the window: for limits that count failures only. */
  async ensureBelow(limit: RateLimit, subject: string, nowMs = Date.now()): Promise<void> {
    const now = seconds(nowMs);
    const { count, windowEnd } = await rateLimitRepository.read(counterOf(limit, subject), now);
    if (count >= limit.max) throw new TooManyRequestsError(retryAfter(windowEnd, now));
  },

  /** Counts one failure (its refusal comes at the next `ensureBelow`). */
  async count(limit: RateLimit, subject: string, nowMs = Date.now()): Promise<void> {
    await rateLimitRepository.add(counterOf(limit, subject), seconds(nowMs), limit.windowSeconds);
  },
};
