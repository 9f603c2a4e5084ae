/** The partner a call went to. */
export type CarrierPartner = 'MONDIAL_RELAY' | 'VIGNOBLE_EXPORT' | 'CHRONOPOST';

/**
 * Why a partner's call failed:
 * - `credentials`: the partner refused the site's account (a wrong key, an account not activated);
 * - `request`: the partner refused what we asked (an unknown postal code, a parcel it cannot take);
 * - `unavailable`: no usable answer (network, timeout, a 5xx, an answer we cannot read).
 */
export type CarrierFailure = 'credentials' | 'request' | 'unavailable';

/**
 * A partner's call failed. `code` and `detail` are the partner's own (a Mondial Relay STAT, a
 * Chronopost errorCode, an HTTP status) for the logs; never a secret, never shown to a shopper as is.
 */
export class CarrierPartnerError extends Error {
  constructor(
    readonly partner: CarrierPartner,
    readonly failure: CarrierFailure,
    readonly code: string,
    readonly detail: string,
  ) {
    super(`${partner} ${failure} (${code}): ${detail}`);
    this.name = 'CarrierPartnerError';
  }
}
