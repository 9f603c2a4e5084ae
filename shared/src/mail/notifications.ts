import * as z from 'zod';
import { fail, isBlank } from '../validation/issues.ts';
import { emailPattern } from '../validation/contact.ts';

/** What a recipient of the site's notifications is told of (spec 1 /settings/notifications). */
export const notificationEvents = ['NEW_ORDER', 'RETURN_ASKED', 'NEW_MESSAGE'] as const;
export type NotificationEvent = (typeof notificationEvents)[number];
export const maxNotificationRecipients = 20;

/** `POST /admin/notifications`: one more recipient of the merchant's mails, with its events. */
export const notificationBodySchema = z
  .strictObject({
    email: z.string().max(200, 'validation.tooLong').nullish(),
    events: z.array(z.string().max(30, 'validation.tooLong')).max(10).nullish(),
  })
  .transform((raw, ctx) => {
    const email = raw.email?.trim().toLowerCase() ?? '';
    if (isBlank(email)) fail(ctx, 'email', 'notification.emailRequired');
    else if (!emailPattern.test(email) || email.length > 100) fail(ctx, 'email', 'notification.invalidEmail');
    const events = [...new Set(raw.events ?? [])];
    if (!events.length) fail(ctx, 'events', 'notification.eventsRequired');
    else if (events.some((event) => !(notificationEvents as readonly string[]).includes(event)))
      fail(ctx, 'events', 'validation.invalidValue');
    return { email, events: events as NotificationEvent[] };
  });
export type NotificationInput = z.output<typeof notificationBodySchema>;

/** `PUT /admin/notifications/delete`: the recipients to remove. */
export const notificationDeleteBodySchema = z.strictObject({
  ids: z
    .array(z.number({ error: 'validation.invalidId' }).int('validation.invalidId').positive('validation.invalidId'))
    .min(1, 'notification.idsRequired')
    .max(maxNotificationRecipients),
});

export const notificationSchema = z.object({
  id: z.number(),
  email: z.string(),
  events: z.array(z.enum(notificationEvents)),
  createdAt: z.string(),
});
export type NotificationView = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);
