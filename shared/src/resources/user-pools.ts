/**
 * The two Cognito user pools, described once for the CDK data stack and the local bootstrap.
 * Token lifetimes match the spec's 86400 s login cookies.
 */
export const tokenValiditySeconds = { access: 86_400, id: 86_400, refresh: 30 * 86_400 } as const;

export const passwordPolicy = {
  /** Spec 1 §9: minimum password length 6. */
  minLength: 6,
  requireLowercase: false,
  requireUppercase: false,
  requireDigits: false,
  requireSymbols: false,
} as const;

export const userPoolDefinitions = {
  staff: { name: 'cellar-staff', clientName: 'cellar-admin-web' },
  customer: { name: 'cellar-customers', clientName: 'cellar-store-web' },
} as const;

export type PoolKind = keyof typeof userPoolDefinitions;

/** Flows the app clients allow: the SPA uses USER_PASSWORD_AUTH (cognito-local has no SRP). */
export const clientAuthFlows = ['USER_PASSWORD_AUTH', 'ADMIN_USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH'] as const;
