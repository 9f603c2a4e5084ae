import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { formService } from '@cellar/functions/services/content/form-service';
import { formSaveSchema, type FormInput } from '@cellar/shared/content/form';
import { blankFormInput } from '@cellar/shared/content/form-shape';

const input = (key: string, type: FormInput['inputType'], name: string, extra: Partial<FormInput> = {}): FormInput => ({
  ...blankFormInput(`seed-${key}`, type, key, name),
  ...extra,
});

/**
 * The demo site's "Tasting booking" form (issue 18), when it has no form: who books, the slot and the day, the dietary
 * needs ("Dietary details" shown only when "Dietary needs" is ticked: a condition group), and the guests (a loop, 1 to
 * 6: name and age). Answers the id of the site's first form, for the contact page to show it.
 */
export async function seedDemoForms(): Promise<number> {
  const site = authorisedSiteId(1);
  const existing = (await formService.list(site)).list;
  if (existing.length > 0) return existing[0]!.id;
  const form = formSaveSchema.parse({
    name: 'Réservation d’une dégustation',
    groups: [
      {
        id: 'seed-contact',
        title: 'Vos coordonnées',
        condition: null,
        loop: null,
        rows: [
          {
            id: 'seed-r1',
            condition: null,
            inputs: [
              input('intro', 'PARAGRAPH', 'Introduction', {
                text: 'Une heure au chai avec le vigneron, cinq vins à déguster. Nous confirmons par e-mail.',
              }),
            ],
          },
          {
            id: 'seed-r2',
            condition: null,
            inputs: [
              input('fullName', 'TEXT', 'Nom et prénom', { required: true, min: 2, max: 120 }),
              input('email', 'EMAIL', 'E-mail', { required: true, placeholder: 'vous@exemple.fr' }),
              input('phone', 'PHONE', 'Téléphone'),
            ],
          },
          {
            id: 'seed-r3',
            condition: null,
            inputs: [
              input('date', 'DATE', 'Jour souhaité', { required: true }),
              input('slot', 'RADIO', 'Créneau', {
                required: true,
                values: [
                  { value: 'morning', label: 'Matin (10 h)' },
                  { value: 'afternoon', label: 'Après-midi (15 h)' },
                ],
              }),
            ],
          },
          {
            id: 'seed-r4',
            condition: null,
            inputs: [
              input('dietaryNeeds', 'CHECKBOX', 'Régime alimentaire particulier', {
                help: {
                  title: 'Pourquoi ?',
                  description: 'La dégustation est accompagnée de fromages et de charcuterie de la région.',
                  type: 'HOVER',
                },
              }),
              input('dietaryDetails', 'TEXTAREA', 'Précisions sur le régime', {
                required: true,
                max: 500,
                condition: 'dietary',
              }),
            ],
          },
        ],
      },
      {
        id: 'seed-guests',
        title: 'Les participants',
        condition: null,
        loop: { key: 'guests', name: 'Participant', type: 'BLOCK', minLoop: 1, maxLoop: 6, nbItem: 1, isActive: true },
        rows: [
          {
            id: 'seed-r5',
            condition: null,
            inputs: [
              input('guestName', 'TEXT', 'Nom du participant', { required: true }),
              input('guestAge', 'NUMBER', 'Âge', {
                required: true,
                min: 18,
                max: 120,
                text: 'La dégustation est réservée aux adultes.',
              }),
            ],
          },
        ],
      },
    ],
    conditionGroups: [
      {
        key: 'dietary',
        name: 'Régime particulier coché',
        isActive: true,
        match: 'ALL',
        conditions: [{ field: 'dietaryNeeds', sign: 'FILLED', value: null }],
      },
    ],
  });
  return (await formService.create(site, form)).id;
}
