import type { TranslatableKind } from '../translatable-kinds.ts';

const formInput = 'groups[].rows[].inputs[]';

/**
 * News, blog, forms, element types and items, albums: the texts their public reads answer.
 *
 * Forms: only what a visitor reads (titles, labels, hints, placeholders, help, the choices' labels). A choice's
 * `value`, an input's `key` and `default`, and the condition groups stay as written: the conditions compare answers
 * to values (form-logic.ts), so a form keeps its logic in every language.
 *
 * Element items hold one value per field of their type, so their texts are read from a shape of their own
 * (the text fields by key, the images' alt texts by id: element-texts.ts in the functions), built and folded back
 * by the element service; numbers, dates, colours, choices, tags and addresses are not translated.
 */
export const contentKinds = {
  news: {
    fields: [
      { path: 'title', format: 'text' },
      { path: 'description', format: 'html' },
      { path: 'metaDescription', format: 'text' },
      { path: 'shortDescription', format: 'text' },
      { path: 'image.alt', format: 'text' },
    ],
  },
  blogFolder: {
    fields: [{ path: 'name', format: 'text' }],
  },
  blogArticle: {
    fields: [
      { path: 'title', format: 'text' },
      { path: 'metaTitle', format: 'text' },
      { path: 'metaDescription', format: 'text' },
      { path: 'content', format: 'html' },
      { path: 'image.alt', format: 'text' },
    ],
  },
  form: {
    fields: [
      { path: 'groups[].title', format: 'text' },
      { path: 'groups[].loop.name', format: 'text' },
      { path: `${formInput}.name`, format: 'text' },
      { path: `${formInput}.text`, format: 'text' },
      { path: `${formInput}.placeholder`, format: 'text' },
      { path: `${formInput}.help.title`, format: 'text' },
      { path: `${formInput}.help.description`, format: 'text' },
      { path: `${formInput}.values[value].label`, format: 'text' },
    ],
  },
  element: {
    fields: [
      { path: 'name', format: 'text' },
      { path: 'fields[].title', format: 'text' },
    ],
  },
  elementItem: {
    fields: [
      { path: 'texts[].text', format: 'text' },
      { path: 'images[].alt', format: 'text' },
    ],
  },
  album: {
    fields: [
      { path: 'title', format: 'text' },
      { path: 'description', format: 'text' },
      { path: 'images[].alt', format: 'text' },
    ],
  },
} satisfies Record<string, TranslatableKind>;
