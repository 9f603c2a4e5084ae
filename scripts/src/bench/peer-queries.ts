import type { Flow, HttpAnswer, HttpCall } from './flow-load.ts';

/**
 * The Vendure peer's Shop API requests (../shared/peers/vendure: README.txt and bench/queries.js,
 * bench/checkout-bench.js), copied word for word so the bench needs only the peer installed. All are
 * anonymous `POST /shop-api` calls.
 */

/** (a2) The product list of 100 through the search index: how Vendure storefronts list products. */
export const productSearch = {
  query: `query ProductSearch($take: Int!) { search(input: { take: $take, groupByProduct: true }) { totalItems items {
    productId productName slug productAsset { id preview } currencyCode inStock
    priceWithTax { ... on PriceRange { min max } ... on SinglePrice { value } } } } }`,
  variables: { take: 100 },
};

/** (b) A product page. */
export const productDetail = {
  query: `query ProductDetail($slug: String!) { product(slug: $slug) {
    id name slug description
    featuredAsset { id preview } assets { id preview }
    variants { id name sku price priceWithTax currencyCode stockLevel options { code name } }
    facetValues { code name facet { code name } }
    collections { id slug name } } }`,
  variables: { slug: 'laptop' },
};

/** (c) The guest checkout of bench/checkout-bench.js: 6 calls, the session's bearer token from the first answer. */
export const checkoutSteps: ReadonlyArray<readonly [name: string, query: string]> = [
  [
    'addItemToOrder',
    'mutation($v:ID!){ addItemToOrder(productVariantId:$v, quantity:1){ __typename ... on ErrorResult { errorCode message } } }',
  ],
  [
    'setCustomerForOrder',
    'mutation($e:String!){ setCustomerForOrder(input:{emailAddress:$e, firstName:"Bench", lastName:"User"}){ __typename ... on ErrorResult { errorCode message } } }',
  ],
  [
    'setOrderShippingAddress',
    'mutation{ setOrderShippingAddress(input:{fullName:"Bench User", streetLine1:"1 Main St", city:"Springfield", postalCode:"12345", countryCode:"US"}){ __typename ... on ErrorResult { errorCode message } } }',
  ],
  [
    'setOrderShippingMethod',
    'mutation{ setOrderShippingMethod(shippingMethodId:["1"]){ __typename ... on ErrorResult { errorCode message } } }',
  ],
  [
    'transitionOrderToState',
    'mutation{ transitionOrderToState(state:"ArrangingPayment"){ __typename ... on OrderStateTransitionError { errorCode message transitionError } } }',
  ],
  [
    'addPaymentToOrder',
    'mutation{ addPaymentToOrder(input:{method:"standard-payment", metadata:{}}){ __typename ... on Order { state } ... on ErrorResult { errorCode message } } }',
  ],
];

/** The peer's seed: 134 variants (ids 1 to 134), each with a stock of 1,000,000. */
const variantCount = 134;
const shopApi = '/shop-api';

const graphql = (body: unknown, token?: string): HttpCall => ({
  method: 'POST',
  path: shopApi,
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

/** As the peer's bench.js: HTTP 200 and no `errors`. */
const answered = (answer: HttpAnswer): string | null =>
  answer.status !== 200
    ? `HTTP ${answer.status} ${answer.body.slice(0, 200)}`
    : answer.body.includes('"errors"')
      ? answer.body.slice(0, 300)
      : null;

/** One query again and again (the list or the page). */
export function vendureQuery(request: { query: string; variables: Record<string, unknown> }): Flow {
  const call = graphql(request);
  return {
    unit: 'request',
    steps: ['POST /shop-api'],
    start: () => ({ call: () => call, check: (_, a) => answered(a) }),
  };
}

/**
 * As checkout-bench.js: the n-th order takes variant 1 + n % 134, a new e-mail, and carries the
 * session's token from the first answer; a mutation answering an ErrorResult, or a last state other
 * than PaymentAuthorized, fails the order.
 */
export function vendureCheckout(tag: string): Flow {
  return {
    unit: 'order',
    steps: checkoutSteps.map(([name]) => name),
    start(n) {
      const variables = { v: String(1 + (n % variantCount)), e: `bench-${tag}-${n}@example.com` };
      let token: string | undefined;
      return {
        call: (step) => graphql({ query: checkoutSteps[step]![1], variables }, token),
        check(step, answer) {
          if (answer.status !== 200) return `HTTP ${answer.status} ${answer.body.slice(0, 200)}`;
          let parsed: {
            data?: Record<string, { errorCode?: string; message?: string; state?: string }>;
            errors?: unknown;
          };
          try {
            parsed = JSON.parse(answer.body) as typeof parsed;
          } catch {
            return `not JSON: ${answer.body.slice(0, 200)}`;
          }
          if (parsed.errors) return JSON.stringify(parsed.errors).slice(0, 300);
          const header = answer.headers['vendure-auth-token'];
          token ??= typeof header === 'string' ? header : undefined;
          const value = Object.values(parsed.data ?? {})[0];
          if (!value) return 'no data';
          if (value.errorCode) return `${value.errorCode} ${value.message ?? ''}`;
          if (step === checkoutSteps.length - 1 && value.state !== 'PaymentAuthorized') return `state ${value.state}`;
          return null;
        },
      };
    },
  };
}
