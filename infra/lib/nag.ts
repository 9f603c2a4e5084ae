/**
 * cdk-nag is CommonJS whose exports Node's ESM loader cannot list (`import { NagSuppressions }`
 * fails under tsx), so it is imported whole here and re-exported.
 */
import cdkNag from 'cdk-nag';

export const { AwsSolutionsChecks, NagSuppressions } = cdkNag;
