import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { CtaButtons } from '@cellar/shared/site/cta-buttons';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';

/** The only code that reads and writes a site's call-to-action buttons (one item, `SITE#<id>` / `CTA_BUTTONS`). */
export const ctaButtonRepository = {
  async get(site: SiteId): Promise<CtaButtons | null> {
    const answer = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.siteCtaButtons(site) }));
    if (!answer.Item) return null;
    return { primary: answer.Item.primary, secondary: answer.Item.secondary } as CtaButtons;
  },

  /** Both buttons at once: the last save wins (one admin's settings, nothing to merge). */
  async save(site: SiteId, buttons: CtaButtons): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.siteCtaButtons(site),
          type: entityTypes.ctaButtons,
          v: 1,
          ...buttons,
          updatedAt: new Date().toISOString(),
        },
      }),
    );
  },
};
