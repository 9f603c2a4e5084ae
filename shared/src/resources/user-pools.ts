/**
 * The two Cognito user pools, described once for the CDK data stack and the local bootstrap.
 * Token lifetimes match the spec's 86400 s login cookies.
 */
export const tokenValiditySeconds = { access: 86_400, id: 86_400, refresh: 30 * 86_400 } as const;

export const passwordPolicy = {
  /** Minimum password length 6 (spec 1 §9). */
  minLength: 6,
  requireLowercase: false,
  requireUppercase: false,
  requireDigits: false,
  requireSymbols: false,
} as const;

/**
 * Staff sign in with their e-mail as the pool's username (one e-mail, one staff member).
 * Customers belong to one site each and may shop on several wine sites with the same e-mail, so
 * their pool keeps plain usernames that we build (site id + e-mail): Cognito cannot change this
 * setting once a pool exists, hence the decision now.
 */
export const userPoolDefinitions = {
  staff: { name: 'cellar-staff', clientName: 'cellar-admin-web', emailIsUsername: true },
  customer: { name: 'cellar-customers', clientName: 'cellar-store-web', emailIsUsername: false },
} as const;

export type PoolKind = keyof typeof userPoolDefinitions;

/** Flows the app clients allow: the SPA uses USER_PASSWORD_AUTH (cognito-local has no SRP). */
export const clientAuthFlows = ['USER_PASSWORD_AUTH', 'ADMIN_USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH'] as const;
