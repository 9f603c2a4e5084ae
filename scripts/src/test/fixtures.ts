/** What the integration global setup hands to the tests (vitest `provide` / `inject`). */
export interface IntegrationFixtures {
  apiUrl: string;
  outboxDir: string;
  tableName: string;
  dynamodbEndpoint: string;
  cognitoEndpoint: string;
  staffPoolId: string;
  customerClientId: string;
  /** The functions' environment, for tests that call repositories directly. */
  env: Record<string, string>;
  logins: {
    admin1: { email: string; password: string; id: number };
    admin2: { email: string; password: string; id: number };
    /** The ADMIN of site 3, a site no test configures. */
    admin3: { email: string; password: string; id: number };
    /** The ADMIN of site 4, the security suites' victim site (functions/test/security/). */
    admin4: { email: string; password: string; id: number };
    /** The ADMIN of site 5, the security suites' attacker site. */
    admin5: { email: string; password: string; id: number };
    superAdmin: { email: string; password: string; id: number };
    customer: { email: string; password: string };
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    fixtures: IntegrationFixtures;
  }
}
