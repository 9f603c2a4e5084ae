/**
 * Security policies of the two sites and of uploaded media, described once: CloudFront's response
 * headers policies (infra/lib/web-stack.ts) and the local site server (scripts/src/local/site-server.ts)
 * both use them.
 */

/** The SPAs call only their own domain (`/api`, `/media`) and Cognito; `extra` adds local sources. */
export function siteContentSecurityPolicy(
  options: { connect?: readonly string[]; img?: readonly string[] } = {},
): string {
  return [
    "default-src 'self'",
    ["img-src 'self' data: blob:", ...(options.img ?? [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    ["connect-src 'self'", ...(options.connect ?? [])].join(' '),
    "font-src 'self' data:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Cognito's endpoint of a region, the one outside address the admin may call. */
export const cognitoEndpoint = (region: string): string => `https://cognito-idp.${region}.amazonaws.com`;

/** Uploaded media (SVG included) are shown as images, never run as documents. */
export const mediaContentSecurityPolicy = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
