import type { MessageKey } from '@cellar/shared/i18n/messages';
import type { Lang } from '@cellar/shared/i18n/lang';
import type { RouteGroup } from '@cellar/shared/routes/define';
import type {
  RouteAnswer,
  RouteBody,
  RouteIsBinary,
  RouteName,
  RouteOf,
  RouteParams,
  RouteQuery,
  RoutesOfGroup,
} from '@cellar/shared/routes/route-table';
import type { Principal } from '../auth/principal.ts';
import type { SiteId } from '../data/site-id.ts';
import type { BinaryBody } from '../lib/binary-body.ts';

export interface RequestContext {
  requestId: string;
  /** The interface language (`userLang`): the messages' and the nomenclature's. */
  lang: Lang;
  /**
   * The content language asked (`contentLang` header, else `lang`), as sent: public reads give it to the translation
   * overlay, which reads an active language of the site and answers the default for anything else.
   */
  contentLang: string;
  principal: Principal;
  /** The request's headers, names lower-cased (`idempotency-key`, `stripe-signature`). */
  headers: Readonly<Record<string, string>>;
  /** The body as received (text), for a route that checks a signature over its exact bytes (a webhook). */
  rawBody: string | undefined;
  /** The client's address (client-address.ts), for the per-address limits. */
  clientAddress: string;
}

/** The site a handler may touch: authorised by the pipeline; `signedIn` and siteless routes get none. */
type SiteOf<N extends RouteName> =
  RouteOf<N> extends { siteless: true } ? null : RouteOf<N>['level'] extends 'signedIn' ? null : SiteId;
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

/** What a JSON route answers: the envelope's `data` (and its message). */
export interface Reply<N extends RouteName> {
  status?: number;
  message?: MessageKey;
  data: RouteAnswer<N>;
  binary?: never;
}

/** What a binary route (`binary: true` in the table) answers. Its errors still answer the envelope. */
export interface BinaryReply {
  status?: number;
  binary: BinaryBody;
  data?: never;
  message?: never;
}

/** A binary route's handler must answer bytes, a JSON route's must answer `data` (checked at compile time). */
export type RouteReply<N extends RouteName> = RouteIsBinary<N> extends true ? BinaryReply : Reply<N>;

export type RouteHandler<N extends RouteName> = (request: HandlerRequest<N>) => Promise<RouteReply<N>>;

/** Marks a route that is not built yet: answers 501 in the envelope, and is counted as such. */
export const notImplemented = Symbol('notImplemented');
export type NotImplemented = typeof notImplemented;

/** Every route of a group must have an entry, or the group does not compile. */
export type GroupHandlers<G extends RouteGroup> = { [N in RoutesOfGroup<G>]: RouteHandler<N> | NotImplemented };
