/**
 * How every Lambda is bundled (esbuild), shared by the API stack and `npm run bench -- bundles` so the
 * figures measured are the deployed ones. The AWS SDK is bundled, not taken from the runtime: one
 * minified file loads faster at cold start than the runtime's SDK, its version is the one tested,
 * and only what the code imports is kept (docs/decisions.md "Lambda bundles").
 */
export const lambdaBundle = {
  target: 'node22',
  format: 'cjs',
  minify: true,
  /**
   * ES modules first: the SDK's ES builds let esbuild drop what is not imported (the CommonJS ones
   * keep whole packages): every Lambda is about 30 % smaller (catalog 757 → 527 KB), measured by
   * `npm run bench -- bundles`; functions/test/lambda-bundles.int.test.ts runs real requests
   * through bundles built so.
   */
  mainFields: ['module', 'main'],
  /**
   * Module → file (repository-relative): the SDK's credential chain becomes the environment's
   * credentials; sanitize-html's CSS parser (postcss), never called since rich text keeps no
   * `style`, becomes a stub that throws (functions/src/lib/no-postcss.ts).
   */
  alias: {
    '@aws-sdk/credential-provider-node': 'functions/src/lib/lambda-credentials.ts',
    postcss: 'functions/src/lib/no-postcss.ts',
  },
  /**
   * Native modules, left out of the bundle and installed beside it for the Lambda's platform: sharp (image variants,
   * functions/src/services/common/image-variants.ts), loaded only when an image is resized.
   */
  external: ['sharp'],
} as const;
