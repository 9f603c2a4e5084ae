/**
 * Security policies of the two sites and of uploaded media, described once: CloudFront's response
 * headers policies (infra/lib/web-stack.ts) and the local site server (scripts/src/local/site-server.ts)
 * both use them.
 */

/**
 * The SPAs call only their own domain (`/api`, `/media`) and Cognito; `connect` and `img` add local sources.
 * `frameAncestors`: the origins that may frame the site — none by default (the admin); the storefront names the
 * admin's origin, whose page editor shows the storefront's live preview in a frame (docs/pages.md).
 */
export function siteContentSecurityPolicy(
  options: {
    connect?: readonly string[];
    img?: readonly string[];
    frameAncestors?: readonly string[];
    /** What the site may frame besides itself: the admin names the storefront (the page editor's live preview). */
    frame?: readonly string[];
    /** The origins of the site's valid scripts to load (the storefront: docs/decisions.md "Scripts to load"). */
    script?: readonly string[];
    /** Where the site's fonts are served from besides itself (locally: the gateway's `/media`; in AWS `/media` is
     * the site's own origin). */
    font?: readonly string[];
  } = {},
): string {
  return [
    "default-src 'self'",
    ["img-src 'self' data: blob:", ...(options.img ?? [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["script-src 'self'", ...(options.script ?? [])].join(' '),
    ["connect-src 'self'", ...(options.connect ?? [])].join(' '),
    ["font-src 'self' data:", ...(options.font ?? [])].join(' '),
    ...(options.frame?.length ? [["frame-src 'self'", ...options.frame].join(' ')] : []),
    `frame-ancestors ${options.frameAncestors?.length ? options.frameAncestors.join(' ') : "'none'"}`,
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * What the storefront frames besides itself: the privacy-enhanced YouTube player of the 'youtube-video' component,
 * loaded only once a visitor clicks to play (web-store/src/features/pages/blocks/youtube-video-block.tsx).
 */
export const storefrontFrameSources: readonly string[] = ['https://www.youtube-nocookie.com'];

/** Cognito's endpoint of a region, the one outside address the admin may call. */
export const cognitoEndpoint = (region: string): string => `https://cognito-idp.${region}.amazonaws.com`;

/**
 * A JAVASCRIPT menu entry's code (`GET /page/{id}/script`, docs/pages.md): its own document, sandboxed into an opaque
 * origin, that only the storefront itself may frame. The Lambda answers it, and the sites' `/api` behaviour for that
 * path (CloudFront, the local site server) keeps it instead of the site's policy.
 */
export const sandboxedScriptContentSecurityPolicy =
  "sandbox allow-scripts; default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; frame-ancestors 'self'";
/** The API path of that document, as a CloudFront path pattern and as the local site server matches it. */
export const sandboxedScriptPathPattern = '/api/page/*/script';
export const isSandboxedScriptPath = (url: string): boolean => /^\/api\/page\/\d+\/script(\?|$)/.test(url);

/** Uploaded media (SVG included) are shown as images, never run as documents. */
export const mediaContentSecurityPolicy = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
