import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { userViewSchema, type StaffRole, type UserView } from '@cellar/shared/validation/user';
import { queryIndexItem, queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import { authorisedSiteId, type SiteId } from '../data/site-id.ts';
import { transactWrite, TransactionConditionFailed } from '../data/transactions.ts';

/** A staff user: the profile, its Cognito `sub` and the sites it belongs to. */
export interface StaffUser extends UserView {
  sub: string;
  siteIds: number[];
}

/** Thrown when the e-mail already belongs to another user. */
export class EmailTaken extends Error {}

type Fields = Omit<StaffUser, 'id' | 'createdAt' | 'updatedAt'>;

/** The fields of the user's view, named by its schema: a site's copy holds these and nothing else of the user. */
const viewFields = (u: StaffUser): UserView =>
  Object.fromEntries(Object.keys(userViewSchema.shape).map((name) => [name, u[name as keyof UserView]])) as UserView;

function userItem(u: StaffUser) {
  return { ...keys.user(u.id), ...keys.userBySubIndex(u.sub), type: entityTypes.user, v: 1, ...u };
}
/** The site's copy, so the site's user list is one Query of its own partition. */
function siteUserItem(idSite: SiteId, u: StaffUser) {
  return { ...keys.siteUser(idSite, u.id), type: entityTypes.siteUser, v: 1, idSite, ...viewFields(u) };
}

/** The sites a user belongs to, as stored: each membership copy lives in its site's partition. */
const membershipSite = (idSite: number): SiteId => authorisedSiteId(idSite);

function strip(item: Record<string, unknown>): StaffUser {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, type: _t, v: _v, ...rest } = item;
  return rest as unknown as StaffUser;
}

export const userRepository = {
  nextId: () => nextId(keys.globalCounter('USER')),

  async get(id: number): Promise<StaffUser | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.user(id), ConsistentRead: true }),
    );
    return answer.Item ? strip(answer.Item) : null;
  },

  /** The user holding an e-mail, through its reservation item (strongly consistent). */
  async findByEmail(email: string): Promise<StaffUser | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.uniqueStaffEmail(email), ConsistentRead: true }),
    );
    const idUser = answer.Item?.idUser;
    return typeof idUser === 'number' ? this.get(idUser) : null;
  },

  /** The user a token belongs to (gsi1 on the Cognito `sub`, set once at creation). */
  async findBySub(sub: string): Promise<StaffUser | null> {
    const index = keys.userBySubIndex(sub);
    const found = await queryIndexItem<Record<string, unknown>>('gsi1', index.gsi1pk, index.gsi1sk);
    return found ? strip(found) : null;
  },

  /** Users of one site, as listed (the membership copies). */
  async listOfSite(idSite: SiteId): Promise<UserView[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.siteUsersPartition(idSite));
    return items.map((item) => {
      const { pk: _pk, sk: _sk, type: _t, v: _v, idSite: _s, ...view } = item;
      return view as unknown as UserView;
    });
  },

  /** Creates the user, its e-mail reservation and its membership of the site, all or nothing. */
  async create(idSite: SiteId, id: number, fields: Fields, now: string): Promise<StaffUser> {
    const user: StaffUser = { ...fields, id, siteIds: [idSite], createdAt: now, updatedAt: now };
    try {
      await transactWrite([
        { Put: { TableName: tableName(), Item: userItem(user), ConditionExpression: 'attribute_not_exists(pk)' } },
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.uniqueStaffEmail(user.email), type: entityTypes.uniqueEmail, v: 1, idUser: id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        { Put: { TableName: tableName(), Item: siteUserItem(idSite, user) } },
      ]);
    } catch (error) {
      if (error instanceof TransactionConditionFailed && error.index === 1) throw new EmailTaken();
      throw error;
    }
    return user;
  },

  /**
   * Writes a changed user and every site copy in one transaction; moves the e-mail reservation when
   * the e-mail changed. `previous.updatedAt` guards against a concurrent change (optimistic lock).
   */
  async save(previous: StaffUser, next: StaffUser): Promise<void> {
    const table = tableName();
    const items: Parameters<typeof transactWrite>[0] = [
      {
        Put: {
          TableName: table,
          Item: userItem(next),
          ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
          ExpressionAttributeValues: { ':previous': previous.updatedAt },
        },
      },
      ...next.siteIds.map((idSite) => ({
        Put: { TableName: table, Item: siteUserItem(membershipSite(idSite), next) },
      })),
    ];
    const emailChanged = previous.email !== next.email;
    if (emailChanged) {
      items.push(
        {
          Put: {
            TableName: table,
            Item: { ...keys.uniqueStaffEmail(next.email), type: entityTypes.uniqueEmail, v: 1, idUser: next.id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        { Delete: { TableName: table, Key: keys.uniqueStaffEmail(previous.email) } },
      );
    }
    for (const removed of previous.siteIds.filter((s) => !next.siteIds.includes(s))) {
      items.push({ Delete: { TableName: table, Key: keys.siteUser(membershipSite(removed), next.id) } });
    }
    try {
      await transactWrite(items);
    } catch (error) {
      if (error instanceof TransactionConditionFailed && emailChanged && error.index === 1 + next.siteIds.length)
        throw new EmailTaken();
      if (error instanceof TransactionConditionFailed) throw new ConcurrentChange();
      throw error;
    }
  },

  /** Deletes the user everywhere: item, e-mail reservation and every site copy. */
  async delete(user: StaffUser): Promise<void> {
    const table = tableName();
    await transactWrite([
      { Delete: { TableName: table, Key: keys.user(user.id) } },
      { Delete: { TableName: table, Key: keys.uniqueStaffEmail(user.email) } },
      ...user.siteIds.map((idSite) => ({
        Delete: { TableName: table, Key: keys.siteUser(membershipSite(idSite), user.id) },
      })),
    ]);
  },
};

/** The user changed between our read and our write. */
export class ConcurrentChange extends Error {}

export type { StaffRole };
