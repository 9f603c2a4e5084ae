export const stages = ['dev', 'prod'] as const;
export type Stage = (typeof stages)[number];

/** Reads the `stage` context value (`-c stage=dev|prod`); absent means dev, anything else throws. */
export function parseStage(value: unknown): Stage {
  if (value === undefined || value === null || value === '') return 'dev';
  if (typeof value === 'string' && (stages as readonly string[]).includes(value)) return value as Stage;
  throw new Error(`Unknown stage ${JSON.stringify(value)}: use -c stage=${stages.join('|')}`);
}

export const logLevels = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/**
 * What differs between stages, from the `stages.<stage>` context of `cdk.json` (README "Deploying
 * to AWS"). The sites call the API on their own domain (CloudFront `/api/*`), so the origins are
 * only for direct calls to the API's own address (the SPAs' dev servers, tools).
 */
export interface StageConfig {
  /** CORS origins of the admin SPA when it calls the API directly. */
  readonly adminOrigins: readonly string[];
  /** CORS origins of the storefront SPA when it calls the API directly. */
  readonly storeOrigins: readonly string[];
  /** Sender of every mail; an identity (address or domain) verified in SES in the stack's region. */
  readonly mailFrom: string;
  /** Base address of the admin site, for links in mails (its CloudFront address or own domain). */
  readonly adminWebUrl: string;
  /** Base address of the storefront, for links in mails. */
  readonly storeWebUrl: string;
  readonly logLevel: LogLevel;
  /**
   * Who hears of the stage's alarms (API 5xx, Lambda errors and throttles, table throttles, failed workflows:
   * docs/infrastructure.md "Workflows stack and alarms"). Each address is subscribed by e-mail to the stage's alarm
   * topic, the SNS topic `cellar-<stage>-alarms` of the data stack, and must confirm from the mail AWS sends it; an
   * alarm mails when it fires and when it clears. Optional (`alarmEmails` in cdk.json, default none): the topic and
   * its alarms exist all the same, and other subscribers (chat, paging) can be added to the topic outside CDK.
   */
  readonly alarmEmails: readonly string[];
  /**
   * The model the blog article generator asks on Amazon Bedrock (functions/src/adapters/ai-text): a model id or a
   * cross-region inference profile id (`eu.amazon.nova-pro-v1:0`), to be enabled in the account's Bedrock model access.
   * Optional (`bedrockModelId` in cdk.json): `defaultBedrockModelId` when absent.
   */
  readonly bedrockModelId: string;
  /**
   * The Secrets Manager secret (its name) holding the stage's DeepL API key, as a plain string: machine translation
   * (functions/src/adapters/machine-translation) then calls DeepL. Optional (`deeplSecretName` in cdk.json): without
   * it, the stage translates with the local word list and the screens say so. The secret is made by hand, outside
   * CDK, so the key never passes through the repository or a template.
   */
  readonly deeplSecretName: string | null;
  /**
   * The Secrets Manager secret (its name) holding the platform's Stripe secret key, as a plain string: the producer's
   * subscription and fee reports (functions/src/adapters/billing) then call Stripe. Optional
   * (`billingStripeSecretName` in cdk.json): without it, billing answers local demo data and the screens say so.
   */
  readonly billingStripeSecretName?: string | null;
  /**
   * The Secrets Manager secret (its name) holding the stage's OAuth clients for the social networks, as a JSON object
   * (`googleClientId`, `googleClientSecret`, `linkedinClientId`, `linkedinClientSecret`): Google business, LinkedIn
   * and Facebook (functions/src/adapters/social) are then called for real. Optional (`socialSecretName` in cdk.json):
   * without it, the consents are simulated and the screens say so (docs/social.md).
   */
  readonly socialSecretName?: string | null;
}

export const defaultBedrockModelId = 'eu.amazon.nova-pro-v1:0';
const bedrockModelIdPattern = /^[A-Za-z0-9][A-Za-z0-9._:-]{2,199}$/;

const secretNamePattern = /^[A-Za-z0-9/_+=.@-]{1,512}$/;

const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function httpUrl(value: unknown, where: string): string {
  if (typeof value !== 'string') throw new Error(`${where} must be a URL`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${where} must be a URL, not ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${where} must be an http(s) URL`);
  return value;
}

function isLocal(origin: string): boolean {
  const { hostname, protocol } = new URL(origin);
  return (
    protocol === 'http:' || hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost')
  );
}

/**
 * Reads and checks `stages.<stage>` of the context. Throws with the offending key, so a typo fails
 * the synth instead of a deployed Lambda. A CORS origin is an origin (no path); local or plain-http
 * origins are refused outside dev.
 */
export function parseStageConfig(stage: Stage, stagesContext: unknown): StageConfig {
  const where = `cdk.json context stages.${stage}`;
  const raw = isRecord(stagesContext) ? stagesContext[stage] : undefined;
  if (!isRecord(raw)) throw new Error(`Missing ${where}: see README "Deploying to AWS"`);

  const origins = (key: 'adminOrigins' | 'storeOrigins'): string[] => {
    const list = raw[key] ?? [];
    if (!Array.isArray(list)) throw new Error(`${where}.${key} must be a list of origins`);
    return list.map((origin, i) => {
      const value = httpUrl(origin, `${where}.${key}[${i}]`);
      const url = new URL(value);
      if (url.origin !== value)
        throw new Error(
          `${where}.${key}[${i}] must be an origin like https://admin.example.com (no path, no trailing slash)`,
        );
      if (stage !== 'dev' && isLocal(value))
        throw new Error(`${where}.${key}[${i}]: local or plain-http origins are for dev only`);
      return value;
    });
  };

  const mailFrom = raw.mailFrom;
  if (typeof mailFrom !== 'string' || !emailPattern.test(mailFrom))
    throw new Error(`${where}.mailFrom must be an e-mail address`);
  const alarmEmails = raw.alarmEmails ?? [];
  if (!Array.isArray(alarmEmails)) throw new Error(`${where}.alarmEmails must be a list of e-mail addresses`);
  alarmEmails.forEach((email, i) => {
    if (typeof email !== 'string' || !emailPattern.test(email))
      throw new Error(`${where}.alarmEmails[${i}] must be an e-mail address`);
  });
  const bedrockModelId = raw.bedrockModelId ?? defaultBedrockModelId;
  if (typeof bedrockModelId !== 'string' || !bedrockModelIdPattern.test(bedrockModelId))
    throw new Error(`${where}.bedrockModelId must be a Bedrock model or inference profile id`);
  const deeplSecretName = raw.deeplSecretName ?? null;
  if (deeplSecretName !== null && (typeof deeplSecretName !== 'string' || !secretNamePattern.test(deeplSecretName)))
    throw new Error(`${where}.deeplSecretName must be a Secrets Manager secret name`);
  const billingStripeSecretName = raw.billingStripeSecretName ?? null;
  if (
    billingStripeSecretName !== null &&
    (typeof billingStripeSecretName !== 'string' || !secretNamePattern.test(billingStripeSecretName))
  )
    throw new Error(`${where}.billingStripeSecretName must be a Secrets Manager secret name`);
  const socialSecretName = raw.socialSecretName ?? null;
  if (socialSecretName !== null && (typeof socialSecretName !== 'string' || !secretNamePattern.test(socialSecretName)))
    throw new Error(`${where}.socialSecretName must be a Secrets Manager secret name`);
  const logLevel = raw.logLevel ?? 'info';
  if (!(logLevels as readonly unknown[]).includes(logLevel))
    throw new Error(`${where}.logLevel must be one of ${logLevels.join(', ')}`);

  return {
    adminOrigins: origins('adminOrigins'),
    storeOrigins: origins('storeOrigins'),
    mailFrom,
    adminWebUrl: httpUrl(raw.adminWebUrl, `${where}.adminWebUrl`),
    storeWebUrl: httpUrl(raw.storeWebUrl, `${where}.storeWebUrl`),
    logLevel: logLevel as LogLevel,
    alarmEmails: alarmEmails as string[],
    bedrockModelId,
    deeplSecretName,
    billingStripeSecretName,
    socialSecretName,
  };
}
