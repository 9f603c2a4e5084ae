import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PoolKind } from '@cellar/shared/resources/user-pools';
import { env } from '../lib/env.ts';
import { cognito } from './cognito-client.ts';

/** Thrown when a pool already holds the e-mail. */
export class IdentityExists extends Error {}

/**
 * The sign-in identities of one user pool (staff or customers). Users sign in with their e-mail;
 * the pool's own username is the `sub`, which is what our items store.
 */
export class IdentityPool {
  constructor(readonly kind: PoolKind) {}

  private get ids(): { poolId: string; clientId: string } {
    const e = env();
    return this.kind === 'staff'
      ? { poolId: e.STAFF_POOL_ID, clientId: e.STAFF_CLIENT_ID }
      : { poolId: e.CUSTOMER_POOL_ID, clientId: e.CUSTOMER_CLIENT_ID };
  }

  /**
   * Creates a confirmed identity with a permanent password; answers its `sub`. Staff sign in with
   * their e-mail as the username; customers with a username we build (`<idSite>#<email>`).
   */
  async create(email: string, password: string, username: string = email): Promise<string> {
    const { poolId } = this.ids;
    let sub: string | undefined;
    try {
      const created = await cognito().send(
        new AdminCreateUserCommand({
          UserPoolId: poolId,
          Username: username,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
      sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value ?? created.User?.Username;
    } catch (error) {
      if ((error as { name?: string }).name === 'UsernameExistsException') throw new IdentityExists();
      throw error;
    }
    if (!sub) throw new Error('The user pool answered no sub');
    await this.setPassword(sub, password);
    return sub;
  }

  async setPassword(sub: string, password: string): Promise<void> {
    await cognito().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: this.ids.poolId,
        Username: sub,
        Password: password,
        Permanent: true,
      }),
    );
  }

  async changeEmail(sub: string, email: string): Promise<void> {
    try {
      await cognito().send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: this.ids.poolId,
          Username: sub,
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
    } catch (error) {
      if (['AliasExistsException', 'UsernameExistsException'].includes((error as { name?: string }).name ?? ''))
        throw new IdentityExists();
      throw error;
    }
  }

  /** Real Cognito then refuses sign-in; cognito-local ignores it, so the services check `valid` too. */
  async setEnabled(sub: string, enabled: boolean): Promise<void> {
    const input = { UserPoolId: this.ids.poolId, Username: sub };
    await cognito().send(enabled ? new AdminEnableUserCommand(input) : new AdminDisableUserCommand(input));
  }

  async remove(sub: string): Promise<void> {
    try {
      await cognito().send(new AdminDeleteUserCommand({ UserPoolId: this.ids.poolId, Username: sub }));
    } catch (error) {
      if ((error as { name?: string }).name !== 'UserNotFoundException') throw error;
    }
  }

  /** USER_PASSWORD_AUTH; answers the access token, or null when the username (staff: the e-mail) or password is wrong.
   * */
  async signIn(email: string, password: string): Promise<string | null> {
    try {
      const answer = await cognito().send(
        new InitiateAuthCommand({
          ClientId: this.ids.clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD: password },
        }),
      );
      return answer.AuthenticationResult?.AccessToken ?? null;
    } catch (error) {
      const name = (error as { name?: string }).name ?? '';
      // cognito-local answers a wrong password with InvalidPasswordException, Cognito with NotAuthorizedException.
      const refused = [
        'NotAuthorizedException',
        'InvalidPasswordException',
        'UserNotFoundException',
        'UserNotConfirmedException',
        'PasswordResetRequiredException',
      ];
      if (refused.includes(name)) return null;
      throw error;
    }
  }
}

export const staffIdentities = new IdentityPool('staff');
export const customerIdentities = new IdentityPool('customer');
