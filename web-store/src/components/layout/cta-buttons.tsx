import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ctaButtonKinds, type CtaButton } from '@cellar/shared/site/cta-buttons';
import { useStoreApi } from '../../lib/api/api-context.tsx';
import { apiQuery } from '../../lib/api/store-api.ts';
import { useLang, useLocalePath } from '../../lib/i18n/lang.ts';

/**
 * The site's call-to-action buttons in the header (`GET /site/cta-button`): the shown ones, primary first, labelled
 * in the shopper's language (French when the English label is empty). A path of the site stays in the shop; another
 * address opens as a plain link. Nothing while they load or when they cannot be read: the header goes on without.
 */
export function CtaButtons() {
  const lang = useLang();
  const to = useLocalePath();
  const buttons = useQuery({ ...apiQuery(useStoreApi(), 'siteCtaButton'), staleTime: 5 * 60_000 });
  if (!buttons.data) return null;
  const shown = ctaButtonKinds
    .map((kind) => [kind, buttons.data[kind]] as const)
    .filter(([, button]) => button.valid && button.url !== '');
  if (shown.length === 0) return null;
  const label = (button: CtaButton) => button.label[lang] || button.label.fr_FR;
  return (
    <div className="cta-buttons" data-testid="cta-buttons">
      {shown.map(([kind, button]) => {
        const className = kind === 'primary' ? 'button' : 'button button-quiet';
        return button.url.startsWith('/') ? (
          <Link key={kind} className={className} to={to(button.url)} data-testid={`cta-${kind}`}>
            {label(button)}
          </Link>
        ) : (
          <a key={kind} className={className} href={button.url} data-testid={`cta-${kind}`}>
            {label(button)}
          </a>
        );
      })}
    </div>
  );
}
