/**
 * The stage's stack in us-east-1, where CloudFront takes two of its parts from whatever the region of the rest of the
 * stage: the sites' WAF web ACL, and the storefront's origin-response Lambda@Edge function (store-shell/index.mjs: a
 * path a release does not hold answers the SPA shell). The web stack reads both with `Fn::GetStackOutput` (see
 * `sitesWebAclArn`, `storeShellVersionArn` and docs/decisions.md "Deployment").
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ArnFormat, CfnOutput, Duration, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import { experimental } from 'aws-cdk-lib/aws-cloudfront';
import { Policy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Runtime } from 'aws-cdk-lib/aws-lambda';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { NagSuppressions } from './nag.ts';
import type { Stage } from './stage.ts';
import { sitesWebAclRules, tooManyRequestsBody, tooManyRequestsBodyKey } from './waf-rules.ts';

/** CloudFront-scope WAF resources, and Lambda@Edge functions, exist only in this region. */
export const cloudFrontWafRegion = 'us-east-1';

/** The storefront's origin-response function: its folder, uploaded as is (one file, no dependency to bundle). */
export const storeShellDirectory = join(dirname(fileURLToPath(import.meta.url)), 'store-shell');

export interface WafStackProps extends Omit<StackProps, 'env'> {
  readonly stage: Stage;
}

export class WafStack extends Stack {
  readonly webAcl: CfnWebACL;
  readonly webAclArnOutput: CfnOutput;
  readonly storeShell: experimental.EdgeFunction;
  readonly storeShellRole: Role;
  readonly storeShellVersionOutput: CfnOutput;
  readonly storeShellRoleOutput: CfnOutput;

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

    // Our own role: no managed policy. Its only other right is the storefront bucket's, granted by that bucket's policy
    // (web-stack.ts: GetObject of index.html), since the bucket is created later, in the stage's region.
    this.storeShellRole = new Role(this, 'StoreShellRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Cellar ${stage}: the storefront's origin-response function (Lambda@Edge)`,
    });
    // In this region, EdgeFunction is a plain Function (it adds edgelambda.amazonaws.com to the role's trust). No
    // environment, no X-Ray, x86_64: what Lambda@Edge allows.
    this.storeShell = new experimental.EdgeFunction(this, 'StoreShell', {
      description: `Cellar ${stage}: the SPA shell for a storefront path the served release does not hold`,
      code: Code.fromAsset(storeShellDirectory),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.X86_64,
      memorySize: 128,
      // An origin-response function may take 30 s; this one reads one small object (3 s at most, then gives up).
      timeout: Duration.seconds(5),
      role: this.storeShellRole,
    });
    // Lambda@Edge writes its logs in the region of the edge that ran it, to `/aws/lambda/us-east-1.<function>`: log
    // groups it creates itself, in any region. A policy of its own: in the role's default policy, on which the function
    // depends, the function's name would be a cycle.
    const logGroups = this.formatArn({
      service: 'logs',
      region: '*',
      resource: 'log-group',
      resourceName: `/aws/lambda/${cloudFrontWafRegion}.${this.storeShell.functionName}`,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    const logs = new Policy(this, 'StoreShellLogs', {
      roles: [this.storeShellRole],
      statements: [
        new PolicyStatement({
          actions: ['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents'],
          resources: [logGroups, `${logGroups}:*`],
        }),
      ],
    });
    NagSuppressions.addResourceSuppressions(logs, [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          "Lambda@Edge logs in the region of the edge location that ran it, to /aws/lambda/us-east-1.<function> (log groups it creates itself), and to streams named per instance: this function's log groups in every region, and their streams, nothing else.",
        appliesTo: [
          {
            // The partition is written out: this stack's region is known.
            regex: `/^Resource::arn:[\\w-]+:logs:\\*:<AWS::AccountId>:log-group:\\/aws\\/lambda\\/${cloudFrontWafRegion}\\.<StoreShell\\w+>(:\\*)?$/g`,
          },
        ],
      },
    ]);
    NagSuppressions.addResourceSuppressions(
      this.storeShell,
      [
        {
          id: 'AwsSolutions-L1',
          reason:
            'Node.js 22 on purpose: the project, its local stack and its tests run on Node 22; moving to a newer runtime is a project decision, not a per-function one.',
        },
      ],
      // The function itself is the EdgeFunction's child.
      true,
    );
    this.storeShellVersionOutput = new CfnOutput(this, 'StoreShellVersionArn', {
      // A published version: what CloudFront associates (a new code is a new version).
      value: this.storeShell.currentVersion.edgeArn,
      description: "The storefront's origin-response function, the version CloudFront runs (read by the web stack)",
    });
    this.storeShellRoleOutput = new CfnOutput(this, 'StoreShellRoleArn', {
      value: this.storeShellRole.roleArn,
      description: "The origin-response function's role, which the storefront bucket lets read index.html",
    });
  }

  /** An output of this stack, for a stack in any region (`Fn::GetStackOutput`, read when that stack deploys). */
  private outputValue(output: CfnOutput): string {
    return Fn.getStackOutput(this.stackName, output.logicalId, cloudFrontWafRegion);
  }

  /**
   * The ACL's ARN for a stack in any region: `Fn::GetStackOutput` reads this stack's output when
   * that stack deploys. A CDK cross-region reference would need an explicit region on every stack
   * (they deploy to the CLI's region) and a custom-resource Lambda in each; this needs neither.
   */
  sitesWebAclArn(): string {
    return this.outputValue(this.webAclArnOutput);
  }

  /** The origin-response function's published version (`…:function:<name>:<version>`), as `sitesWebAclArn`. */
  storeShellVersionArn(): string {
    return this.outputValue(this.storeShellVersionOutput);
  }

  /** The origin-response function's role, as `sitesWebAclArn`: the storefront bucket's policy names it. */
  storeShellRoleArn(): string {
    return this.outputValue(this.storeShellRoleOutput);
  }
}
