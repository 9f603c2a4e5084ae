import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';
import { siteItems, strip } from './site-items.ts';

export type SocialNetwork = 'GOOGLE' | 'LINKEDIN';

/** A site's connection to a network: its tokens are secrets, read by the services only, never answered. */
export interface SocialConnectionRecord {
  network: SocialNetwork;
  accessToken: string;
  refreshToken: string | null;
  /** ISO time the access token stops working (null: not said). */
  expiresAt: string | null;
  /** The account's e-mail (Google) or the member's profile (LinkedIn), as shown. */
  email: string | null;
  profile: { name: string; email: string | null; pictureUrl: string | null } | null;
  /** Who connected it (the staff user's `sub`) and when. */
  connectedBy: string;
  connectedAt: string;
}

/** An OAuth consent in flight: bound to the site (its partition), the admin and the network; used once. */
export interface OauthStateRecord {
  network: SocialNetwork;
  sub: string;
  redirectUri: string;
  /** Epoch seconds: DynamoDB's TTL removes it, and it is refused past it even before. */
  expiresAt: number;
}

export interface ReviewLocationRecord {
  id: number;
  name: string;
  placeId: string;
  createdAt: string;
  updatedAt: string;
}

export interface FacebookPageRecord {
  id: number;
  pageId: string;
  name: string;
  category: string | null;
  pictureUrl: string | null;
  /** The page's token (publishing on it): never answered. */
  accessToken: string;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

const reviewLocations = siteItems<ReviewLocationRecord>({
  key: keys.reviewLocation,
  partition: keys.socialPartition,
  skPrefix: 'REVIEW_LOCATION#',
  type: entityTypes.reviewLocation,
  counter: 'REVIEW_LOCATION',
});

const facebookPages = siteItems<FacebookPageRecord>({
  key: keys.facebookPage,
  partition: keys.socialPartition,
  skPrefix: 'FACEBOOK_PAGE#',
  type: entityTypes.facebookPage,
  counter: 'FACEBOOK_PAGE',
});

/** The only code that reads and writes a site's social items (docs/social.md); every key names the authorised site. */
export const socialRepository = {
  async connection(site: SiteId, network: SocialNetwork): Promise<SocialConnectionRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.socialConnection(site, network), ConsistentRead: true }),
    );
    return answer.Item ? strip<SocialConnectionRecord>(answer.Item) : null;
  },

  async saveConnection(site: SiteId, record: SocialConnectionRecord): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.socialConnection(site, record.network), type: entityTypes.socialConnection, v: 1, ...record },
      }),
    );
  },

  /** Forgets the connection; answers what it was (its token, to revoke at the provider). */
  async deleteConnection(site: SiteId, network: SocialNetwork): Promise<SocialConnectionRecord | null> {
    const answer = await dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.socialConnection(site, network),
        ReturnValues: 'ALL_OLD',
      }),
    );
    return answer.Attributes ? strip<SocialConnectionRecord>(answer.Attributes) : null;
  },

  async putState(site: SiteId, stateHash: string, record: OauthStateRecord): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.oauthState(site, stateHash), type: entityTypes.oauthState, v: 1, ...record },
      }),
    );
  },

  /** Reads and deletes a state in one step, so a consent's answer is used once. */
  async takeState(site: SiteId, stateHash: string): Promise<OauthStateRecord | null> {
    const answer = await dynamo().send(
      new DeleteCommand({ TableName: tableName(), Key: keys.oauthState(site, stateHash), ReturnValues: 'ALL_OLD' }),
    );
    return answer.Attributes ? strip<OauthStateRecord>(answer.Attributes) : null;
  },

  async reviewMailDays(site: SiteId): Promise<number | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.reviewMail(site), ConsistentRead: true }),
    );
    return typeof answer.Item?.days === 'number' ? answer.Item.days : null;
  },

  async setReviewMailDays(site: SiteId, days: number | null): Promise<void> {
    if (days === null) {
      await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.reviewMail(site) }));
      return;
    }
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.reviewMail(site),
          type: entityTypes.reviewMail,
          v: 1,
          days,
          updatedAt: new Date().toISOString(),
        },
      }),
    );
  },

  reviewLocations: {
    nextId: reviewLocations.nextId,
    all: reviewLocations.all,
    get: reviewLocations.get,
    save: reviewLocations.save,
    delete: reviewLocations.delete,
  },

  facebookPages: {
    nextId: facebookPages.nextId,
    all: facebookPages.all,
    get: facebookPages.get,
    save: facebookPages.save,
    delete: facebookPages.delete,
  },
};
