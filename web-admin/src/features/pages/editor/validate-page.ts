import type { Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import { isComponentSlug } from '@cellar/shared/pages/components';
import { pageInputSchema } from '@cellar/shared/pages/page-rules';
import { schemaErrorsByPath } from '../../../components/kit/field-errors.ts';
import { configErrors, configValues } from '../components/component-config.ts';
import { pageBody, type PageDoc } from './page-doc.ts';

/**
 * What the shared rules say of a page before it is sent, by the paths the server uses (`title`,
 * `layouts.0.contents.1.images.0.alt`): the Page rules and the saved document's schema (`pageInputSchema`), every
 * image's alternative text (required), and each component's configuration (its renderer's schema). Empty: send it.
 */
export function pageErrors(doc: PageDoc, lang: Lang): Record<string, string> {
  const errors = schemaErrorsByPath(pageInputSchema, pageBody(doc, null), lang);
  doc.layouts.forEach((layout, layoutIndex) =>
    layout.contents.forEach((content, contentIndex) => {
      const at = `layouts.${layoutIndex}.contents.${contentIndex}`;
      if (content.type === 'ENTITY')
        (content.images ?? []).forEach((image, imageIndex) => {
          if (image.alt.trim() === '') errors[`${at}.images.${imageIndex}.alt`] ??= translate('page.altRequired', lang);
        });
      else if (content.slug && isComponentSlug(content.slug))
        for (const [path, message] of Object.entries(
          configErrors(content.slug, configValues(content.slug, content.componentConf), lang),
        ))
          errors[path === '' ? `${at}.componentConf` : `${at}.componentConf.${path}`] ??= message;
    }),
  );
  return errors;
}

/** A message of the information (not of a layout or a content). */
export const isInfoPath = (path: string) => !/^layouts\.\d+\./.test(path);
