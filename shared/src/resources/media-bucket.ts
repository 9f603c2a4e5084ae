/** The private media bucket (images, files, fonts), named per stage in AWS and locally. */
export const mediaBucketDefinition = { localName: 'cellar-media' } as const;
