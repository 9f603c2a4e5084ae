/**
 * What each route group's Lambda may touch besides the table, least privilege. Every group reads
 * and writes the table (`grantReadWriteData`: the table and its indexes, nothing else) unless it is
 * marked `tableReadOnly` (`grantReadData`); the rest is granted here only to the groups whose
 * handlers need it. Typed over every group, so a group added
 * to the route table without an entry here fails to compile.
 *
 * When a handler starts using something new (a Cognito admin call, mail, media), add it here: the
 * Lambda would otherwise fail with AccessDenied in AWS while working locally.
 */
import type { RouteGroup } from '@cellar/shared/routes/define';
import { type WorkflowMachineName, workflowMachineNames } from '@cellar/shared/workflows/machines';

export interface GroupPermissions {
  /** Cognito admin actions (`cognitoAdminActions`) on the staff and customer pools. */
  readonly cognitoAdmin: boolean;
  /** `ses:SendEmail` / `ses:SendRawEmail` on the SES identities of the account and region. */
  readonly sendMail: boolean;
  /** Read, write and delete objects of the media bucket. */
  readonly media: boolean;
  /** Reads the table and its indexes only (`grantReadData`): the group writes nothing. */
  readonly tableReadOnly?: boolean;
  /**
   * The workflow machines whose jobs the group starts (shared/src/workflows/machines.ts `machineOfKind`): it may start,
   * follow and stop their executions (`jobStartActions`, `jobExecutionActions`), and gets WORKFLOW_ADAPTER and
   * STATE_MACHINE_ARN_PREFIX.
   */
  readonly jobMachines?: readonly WorkflowMachineName[];
  /** MT_ADAPTER and, when the stage names its DeepL secret, DEEPL_API_KEY (machine-translation-environment.ts). */
  readonly machineTranslation?: boolean;
  /** BILLING_ADAPTER and, when the stage names its Stripe secret, BILLING_STRIPE_SECRET_KEY (billing-environment). */
  readonly billing?: boolean;
  /** SOCIAL_ADAPTER and, when the stage names its social secret, the OAuth clients (social-environment.ts). */
  readonly socialNetworks?: boolean;
  /**
   * Reads and switches the release pointers (`releasePointerActions` on the data stack's KeyValueStore): a rollback
   * serves an earlier release, a stopped live edit takes its preview down (functions/src/services/workflows/).
   */
  readonly releasePointers?: boolean;
  /**
   * Asks the stage's model on Amazon Bedrock (`bedrock:InvokeModel` on that model only: `bedrockModelArns`), and gets
   * AI_TEXT_ADAPTER=bedrock and BEDROCK_MODEL_ID: the blog article generator.
   */
  readonly aiText?: boolean;
}

export const groupPermissions: Record<RouteGroup, GroupPermissions> = {
  // Staff and customer sign-in (USER_PASSWORD_AUTH needs no IAM), customer registration
  // (AdminCreateUser), password reset: mails the link, then AdminSetUserPassword.
  auth: { cognitoAdmin: true, sendMail: true, media: false },
  // Staff users: create, change e-mail, disable/enable, delete their Cognito identity; invitation mails.
  users: { cognitoAdmin: true, sendMail: true, media: false },
  // Site parameters, languages, logo and banners (uploads to the media bucket); the admin's publish and live edit
  // (jobs `publish` and `live`, both on the publish-site machine).
  // A rollback switches the pointers at once, without a job; stopping a live edit removes its preview's.
  sites: { cognitoAdmin: false, sendMail: false, media: true, jobMachines: ['publish-site'], releasePointers: true },
  // Products, vintages, variations: product images.
  catalog: { cognitoAdmin: false, sendMail: false, media: true },
  // Technical sheets (PDF, QR code) made from the table: reads it and nothing else.
  documents: { cognitoAdmin: false, sendMail: false, media: false, tableReadOnly: true },
  // Carriers, boxes, countries, tranches: carrier logos and label files.
  shipping: { cognitoAdmin: false, sendMail: false, media: true },
  // Cart, discounts, order placement: the order confirmation mail.
  checkout: { cognitoAdmin: false, sendMail: true, media: false },
  // Orders and returns: status mails to the customer, invoices and delivery notes stored as files.
  orders: { cognitoAdmin: false, sendMail: true, media: true },
  // Pages, blog, news, albums, forms, files: every kind of uploaded media. Redirections and the scripts' origins are
  // written to the release pointers' KeyValueStore, which the storefront's edge reads (docs/publishing.md).
  // The blog article generator asks the stage's model on Bedrock.
  content: { cognitoAdmin: false, sendMail: false, media: true, releasePointers: true, aiText: true },
  // Contact messages, notifications, newsletters: sends mail.
  messages: { cognitoAdmin: false, sendMail: true, media: false },
  // Translations and languages: starts the machine-translation jobs (docs/translation-jobs.md); DeepL's usage and
  // languages are asked over HTTPS with the stage's key (`machineTranslation`).
  translations: {
    cognitoAdmin: false,
    sendMail: false,
    media: false,
    jobMachines: ['translate-site'],
    machineTranslation: true,
  },
  // The producer's subscription (docs/billing.md): Stripe Billing over HTTPS with the stage's key (`billing`); fee
  // reports are jobs (stripe-fee-report) whose CSV is read back from the media bucket by a presigned address.
  billing: {
    cognitoAdmin: false,
    sendMail: false,
    media: true,
    jobMachines: ['stripe-fee-report'],
    billing: true,
  },
  // Dashboards and visits: table only.
  stats: { cognitoAdmin: false, sendMail: false, media: false },
  // Google business, LinkedIn and Facebook pages (docs/social.md): the networks over HTTPS with the stage's OAuth
  // clients (`socialNetworks`); tokens kept in the table.
  social: { cognitoAdmin: false, sendMail: false, media: false, socialNetworks: true },
  // Sites, clients, functionalities, templates: creates a site's first admin (Cognito) and copies
  // template media between sites; the deploy calls start jobs on every machine (publish variants, site init and
  // delete, the massive update).
  // Its deploy calls stop a site's live edit too.
  superAdmin: {
    cognitoAdmin: true,
    sendMail: false,
    media: true,
    jobMachines: workflowMachineNames,
    releasePointers: true,
  },
};

/**
 * The Cognito admin calls the functions make (`functions/src/identity/identity-pool.ts`;
 * `InitiateAuth` needs no IAM permission), plus the read-only `AdminGetUser` that the identity code
 * is expected to use for lookups (not called yet). A test checks that every `Admin…Command` the
 * functions import is in this list, so a new call cannot be forgotten here.
 */
export const cognitoAdminActions = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminGetUser',
] as const;

/** What the media groups do with objects; no bucket-level permission beyond listing (a missing key is then a 404, not a
 * 403). */
export const mediaObjectActions = ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'] as const;
export const mediaBucketActions = ['s3:ListBucket'] as const;

export const mailActions = ['ses:SendEmail', 'ses:SendRawEmail'] as const;

/**
 * What a job-starting group does with its machines' executions: start one (named after the job), read its state,
 * stop it (a live edit stopped). StartExecution acts on the machine, the two others on its executions.
 */
export const jobStartActions = ['states:StartExecution'] as const;
export const jobExecutionActions = ['states:DescribeExecution', 'states:StopExecution'] as const;

/**
 * What functions/src/adapters/releases/kvs-pointer-store.ts calls on the release pointers: DescribeKeyValueStore for
 * the ETag every write names, GetKey, and UpdateKeys (one call puts or deletes every key of a switch). The API's
 * groups and the workflows' task get exactly these; PutKey, DeleteKey and ListKeys are not used.
 */
export const releasePointerActions = [
  'cloudfront-keyvaluestore:DescribeKeyValueStore',
  'cloudfront-keyvaluestore:GetKey',
  'cloudfront-keyvaluestore:UpdateKeys',
] as const;
