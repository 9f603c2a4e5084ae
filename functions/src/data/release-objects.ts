import { env } from '../lib/env.ts';
import { objectStore } from './s3.ts';

/**
 * The releases bucket (docs/publishing.md): prerendered documents under `releases/<site>/<release>/`, and locally the
 * pointers (`pointers/<key>`, what the CloudFront KeyValueStore holds in AWS). In AWS it is the storefront's bucket.
 */
export const releaseObjects = objectStore(() => env().RELEASES_BUCKET);
