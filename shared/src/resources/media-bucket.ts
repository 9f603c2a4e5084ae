/** The private media bucket (images, files, fonts), named per stage in AWS and locally. */
export const mediaBucketDefinition = {
  localName: 'cellar-media',
  /**
   * Files sent by presigned POST wait under this prefix until the item naming them is saved (then
   * they are checked and moved); the bucket forgets what is left after `uploadsExpireDays`.
   */
  uploadsPrefix: 'uploads/',
  uploadsExpireDays: 1,
} as const;

/** Where a browser sends a presigned POST in AWS: the admin's CSP (`connect-src`) and the bucket's CORS must allow it. */
export function mediaBucketEndpoint(bucketName: string, region: string): string {
  return `https://${bucketName}.s3.${region}.amazonaws.com`;
}
