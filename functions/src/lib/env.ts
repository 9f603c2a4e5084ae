import * as z from 'zod';

/**
 * The functions' environment, parsed once at start: a missing or malformed variable fails the
 * cold start with a clear message instead of a confusing error on the first request.
 */
const envSchema = z.object({
  STAGE: z.string().default('local'),
  AWS_REGION: z.string().default('eu-west-3'),
  TABLE_NAME: z.string().min(1),
  MEDIA_BUCKET: z.string().min(1),
  STAFF_POOL_ID: z.string().min(1),
  STAFF_CLIENT_ID: z.string().min(1),
  CUSTOMER_POOL_ID: z.string().min(1),
  CUSTOMER_CLIENT_ID: z.string().min(1),
  /** Local parts only: endpoints of DynamoDB Local, s3rver and cognito-local. */
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  COGNITO_ENDPOINT: z.string().url().optional(),
  /** 'local' verifies cognito-local tokens (static published key): refused inside a real Lambda. */
  AUTH_MODE: z.enum(['cognito', 'local']).default('cognito'),
  MAIL_ADAPTER: z.enum(['outbox', 'ses']).default('ses'),
  OUTBOX_DIR: z.string().optional(),
  MAIL_FROM: z.string().default('no-reply@cellar.example'),
  /**
   * Carrier partners (Mondial Relay, Vignoble Export, Chronopost): `local` answers plausible relays
   * and prices without any network (the default: `npm start`, tests); `http` calls the partners at
   * the addresses below with each site's own account (the deployed shipping Lambda).
   */
  CARRIER_ADAPTERS: z.enum(['local', 'http']).default('local'),
  MONDIAL_RELAY_URL: z.string().url().default('https://api.mondialrelay.com/Web_Services.asmx'),
  VIGNOBLE_EXPORT_URL: z.string().url().default('https://extranet.vignoblexport.fr/api'),
  CHRONOPOST_URL: z.string().url().default('https://ws.chronopost.fr'),
  /** A partner's call gives up after this long (API Gateway gives up at 30 s). */
  CARRIER_TIMEOUT_MS: z.coerce.number().int().min(500).max(25_000).default(8000),
  /**
   * Card payments (docs/checkout.md "Payment"): `local` creates payment intents in memory and lets
   * the storefront or a test confirm them (`POST /payment/local/confirm`), never any network (the
   * default: `npm start`, tests); `stripe` uses Stripe's API with the platform's secret key, each
   * site's payments on its connected account. The keys are set on the deployed checkout Lambda only.
   */
  PAYMENT_ADAPTER: z.enum(['local', 'stripe']).default('local'),
  STRIPE_URL: z.string().url().default('https://api.stripe.com'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /**
   * The producer's own subscription (issue 20, docs/billing.md): `local` answers demo invoices and fee-report rows and
   * says so (the default: `npm start`, tests); `stripe` calls Stripe Billing with the platform's key (stage secret).
   */
  BILLING_ADAPTER: z.enum(['local', 'stripe']).default('local'),
  BILLING_STRIPE_SECRET_KEY: z.string().optional(),
  /** A payment provider's call gives up after this long. */
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(500).max(25_000).default(8000),
  /**
   * The site's payment-provider settings (issue 20, docs/payment-settings.md): `local` simulates Stripe Connect's
   * consent page, Apple Pay and the configuration tests and says so (the default: `npm start`, tests); `http` asks
   * Stripe (the platform's STRIPE_SECRET_KEY and Connect client id) and CAWL over HTTPS with each site's settings.
   */
  PAYMENT_SETTINGS_ADAPTER: z.enum(['local', 'http']).default('local'),
  STRIPE_CONNECT_CLIENT_ID: z.string().optional(),
  STRIPE_CONNECT_URL: z.string().url().default('https://connect.stripe.com'),
  CAWL_TEST_URL: z.string().url().default('https://payment.preprod.ca.cawl.eu'),
  CAWL_PRODUCTION_URL: z.string().url().default('https://payment.ca.cawl.eu'),
  /**
   * The newsletter service (issue 18, `GET /admin/brevo/list`): `local` answers demo lists and says so (the default:
   * `npm start`, tests); `brevo` calls Brevo with BREVO_API_KEY (the stage's account, until sites keep their own key).
   */
  NEWSLETTER_ADAPTER: z.enum(['local', 'brevo']).default('local'),
  BREVO_URL: z.string().url().default('https://api.brevo.com/v3'),
  BREVO_API_KEY: z.string().optional(),
  NEWSLETTER_TIMEOUT_MS: z.coerce.number().int().min(500).max(25_000).default(8000),
  /**
   * The blog article generator (functions/src/adapters/ai-text): `local` composes texts from templates without any
   * network (the default: `npm start`, tests); `bedrock` asks the stage's model (`BEDROCK_MODEL_ID`) through
   * Amazon Bedrock's Converse API (the deployed content Lambda).
   */
  AI_TEXT_ADAPTER: z.enum(['local', 'bedrock']).default('local'),
  BEDROCK_MODEL_ID: z.string().min(1).optional(),
  /** A model's answer is given up after this long: below the Lambda's 29 s, so the admin gets the message. */
  AI_TEXT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(27_000).default(25_000),
  /**
   * Machine translation of translation jobs (issue 19, docs/translation-jobs.md): `local` translates with a small word
   * list and says so (the default: `npm start`, tests); `deepl` calls DeepL with DEEPL_API_KEY (free host for a
   * `:fx` key, unless DEEPL_URL says otherwise).
   */
  MT_ADAPTER: z.enum(['local', 'deepl']).default('local'),
  DEEPL_API_KEY: z.string().optional(),
  DEEPL_URL: z.string().url().optional(),
  MT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(20_000),
  /**
   * Social networks (issue 20, docs/social.md): `local` simulates the Google, LinkedIn and Facebook consents and
   * answers demo data (the default: `npm start`, tests); `http` calls them with the stage's OAuth clients (a network
   * whose id and secret are missing stays local).
   */
  SOCIAL_ADAPTER: z.enum(['local', 'http']).default('local'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_CLIENT_SECRET: z.string().optional(),
  SOCIAL_TIMEOUT_MS: z.coerce.number().int().min(500).max(25_000).default(8000),
  /** Base address of the admin site, for links in mails. */
  ADMIN_WEB_URL: z.string().url().default('http://localhost:5173'),
  STORE_WEB_URL: z.string().url().default('http://localhost:5174'),
  /** Where media objects are served: `/media` on the sites' own domain in AWS, the gateway locally. */
  MEDIA_BASE_URL: z.string().default('/media'),
  /**
   * The value CloudFront sends in `x-origin-verify` on `/api/*` (AWS only): a request carrying it
   * came through our distribution, so its `cloudfront-viewer-address` is the client's address.
   * Absent locally (the local gateway puts the client's address in the event itself).
   */
  ORIGIN_VERIFY_SECRET: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /**
   * Workflows (docs/workflows.md): `local` runs the ASL files in this process with aws-local-stepfunctions
   * (`npm start`, tests); `stepfunctions` starts the deployed machines, whose ARNs begin with the prefix.
   */
  WORKFLOW_ADAPTER: z.enum(['local', 'stepfunctions']).default('local'),
  STATE_MACHINE_ARN_PREFIX: z.string().optional(),
  /** Locally, the pause before a failed task's retry (the ASL's backoff is seconds: tests need less). */
  WORKFLOW_RETRY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** Where releases are written (docs/publishing.md): the storefront's bucket in AWS, its own bucket locally. */
  RELEASES_BUCKET: z.string().min(1).default('cellar-local-releases'),
  /** The release pointers: objects of the releases bucket (`s3`, local), or the CloudFront KeyValueStore (`kvs`). */
  RELEASE_POINTERS: z.enum(['s3', 'kvs']).default('s3'),
  KVS_ARN: z.string().optional(),
  /** The API the prerender reads the site through (the public calls a browser makes). */
  API_URL: z.string().url().optional(),
  /** Locally, the built storefront the prerender uses (`web-store/dist`, its renderer in `../dist-ssr`). */
  STORE_DIST_DIR: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new Error(`Invalid environment: ${fields}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Tests and the local gateway change the environment between runs. */
export function resetEnvCache(): void {
  cached = undefined;
}
