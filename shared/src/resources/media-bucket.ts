/** The private media bucket (images, files, fonts), named per stage in AWS and locally. */
export const mediaBucketDefinition = {
  localName: 'cellar-media',
  /**
   * Files sent by presigned POST wait under this prefix until the item naming them is saved (then
   * they are checked and moved); the bucket forgets what is left after `uploadsExpireDays`.
   */
  uploadsPrefix: 'uploads/',
  uploadsExpireDays: 1,
  /**
   * Objects under this prefix are never served under `/media/*`: the bucket policy denies them to
   * CloudFront, the local gateway refuses them. Files only their site's admins may read (product
   * templates) live there and are answered by the API after the admin check.
   */
  privatePrefix: 'private/',
} as const;

/** Where a browser sends a presigned POST in AWS: the admin's CSP (`connect-src`) and the bucket's CORS must allow it.
 * */
export function mediaBucketEndpoint(bucketName: string, region: string): string {
  return `https://${bucketName}.s3.${region}.amazonaws.com`;
}
