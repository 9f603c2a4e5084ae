import { Link } from 'react-router';
import type { ComponentConfig } from '@cellar/shared/pages/components';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { linkTarget } from '../../../lib/pages/link-target.ts';

/**
 * The 'call-to-action' component: a sentence and a button. A path of the shop goes through the router (in the
 * screen's language), an http(s) address opens in a new tab without access to the shop; a button with no label or no
 * valid address is not shown.
 */
export function CallToActionBlock({ config }: { config: Partial<ComponentConfig<'call-to-action'>> }) {
  const to = useLocalePath();
  const { text, buttonLabel, url } = config;
  const className = config.variant === 'outline' ? 'button button-quiet' : 'button';
  const target = buttonLabel ? linkTarget(url) : null;
  return (
    <div className="pg-cta" data-testid="call-to-action">
      {text && <p className="pg-cta-text">{text}</p>}
      {target === 'internal' && (
        <Link className={className} to={to(url!)}>
          {buttonLabel}
        </Link>
      )}
      {target === 'external' && (
        <a className={className} href={url} target="_blank" rel="noopener">
          {buttonLabel}
        </a>
      )}
    </div>
  );
}
