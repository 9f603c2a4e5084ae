/**
 * The sites' WAF web ACL. A web ACL for CloudFront must be created in us-east-1, whatever the region
 * of the rest of the stage, so it has a stack of its own pinned there; the web stack reads its ARN
 * with `Fn::GetStackOutput` (see `sitesWebAclArn` and docs/decisions.md "Deployment").
 */
import { CfnOutput, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { Stage } from './stage.ts';
import { sitesWebAclRules, tooManyRequestsBody, tooManyRequestsBodyKey } from './waf-rules.ts';

/** CloudFront-scope WAF resources exist only in this region. */
export const cloudFrontWafRegion = 'us-east-1';

export interface WafStackProps extends Omit<StackProps, 'env'> {
  readonly stage: Stage;
}

export class WafStack extends Stack {
  readonly webAcl: CfnWebACL;
  readonly webAclArnOutput: CfnOutput;

  constructor(scope: Construct, id: string, props: WafStackProps) {
    // The account stays the CLI's, as for the other stacks; only the region is fixed.
    super(scope, id, { ...props, env: { region: cloudFrontWafRegion } });
    const { stage } = props;

    this.webAcl = new CfnWebACL(this, 'SitesWebAcl', {
      name: `cellar-${stage}-sites`,
      // WAF descriptions allow no parentheses.
      description: `Cellar ${stage} - rate limits per client address and AWS managed rules in front of the two sites`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      customResponseBodies: {
        [tooManyRequestsBodyKey]: { contentType: 'APPLICATION_JSON', content: tooManyRequestsBody },
      },
      rules: sitesWebAclRules(),
      visibilityConfig: {
        cloudWatchMetricsEnabled: true,
        sampledRequestsEnabled: true,
        metricName: `cellar-${stage}-sites`,
      },
    });
    this.webAclArnOutput = new CfnOutput(this, 'SitesWebAclArn', {
      value: this.webAcl.attrArn,
      description: 'The web ACL of both CloudFront distributions (read by the web stack)',
    });
  }

  /**
   * The ACL's ARN for a stack in any region: `Fn::GetStackOutput` reads this stack's output when
   * that stack deploys. A CDK cross-region reference would need an explicit region on every stack
   * (they deploy to the CLI's region) and a custom-resource Lambda in each; this needs neither.
   */
  sitesWebAclArn(): string {
    return Fn.getStackOutput(this.stackName, this.webAclArnOutput.logicalId, cloudFrontWafRegion);
  }
}
