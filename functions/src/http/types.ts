import type { MessageKey } from '@cellar/shared/i18n/messages';
import type { Lang } from '@cellar/shared/i18n/lang';
import type { RouteGroup } from '@cellar/shared/routes/define';
import type { RouteAnswer, RouteBody, RouteName, RouteOf, RouteParams, RouteQuery, RoutesOfGroup } from '@cellar/shared/routes/route-table';
import type { SiteId } from '../data/site-id.ts';
import type { StaffUser } from '../repositories/user-repository.ts';

/** Who is calling, as the authentication step established it. */
export type Principal = { kind: 'anonymous' } | { kind: 'staff'; user: StaffUser } | { kind: 'customer'; sub: string };

export interface RequestContext {
  requestId: string;
  lang: Lang;
  principal: Principal;
}

/** The site a handler may touch: authorised by the pipeline; `signedIn` and siteless routes get none. */
type SiteOf<N extends RouteName> = RouteOf<N> extends { siteless: true } ? null : RouteOf<N>['level'] extends 'signedIn' ? null : SiteId;
type PrincipalOf<N extends RouteName> = RouteOf<N>['level'] extends 'admin' | 'superAdmin'
  ? Extract<Principal, { kind: 'staff' }>
  : RouteOf<N>['level'] extends 'customer'
    ? Extract<Principal, { kind: 'customer' }>
    : RouteOf<N>['level'] extends 'signedIn'
      ? Exclude<Principal, { kind: 'anonymous' }>
      : Principal;

export interface HandlerRequest<N extends RouteName> extends RequestContext {
  route: N;
  site: SiteOf<N>;
  principal: PrincipalOf<N>;
  params: RouteParams<N>;
  query: RouteQuery<N>;
  body: RouteBody<N>;
}

export interface Reply<N extends RouteName> {
  status?: number;
  message?: MessageKey;
  data: RouteAnswer<N>;
}

export type RouteHandler<N extends RouteName> = (request: HandlerRequest<N>) => Promise<Reply<N>>;

/** Marks a route that is not built yet: answers 501 in the envelope, and is counted as such. */
export const notImplemented = Symbol('notImplemented');
export type NotImplemented = typeof notImplemented;

/** Every route of a group must have an entry, or the group does not compile. */
export type GroupHandlers<G extends RouteGroup> = { [N in RoutesOfGroup<G>]: RouteHandler<N> | NotImplemented };
