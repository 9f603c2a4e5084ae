import { useQuery } from '@tanstack/react-query';
import { socialNetworks, weekDays, type SiteInformation, type SocialNetwork } from '@cellar/shared/site/information';
import { useStoreApi } from '../../lib/api/api-context.tsx';
import { useT } from '../../lib/i18n/translate.ts';
import { siteInformationQuery } from '../../lib/site/site-queries.ts';

/** One stroke path each on a 24 px grid, as the menu's icons: a few bytes, no icon font. */
const socialPaths: Record<SocialNetwork, string> = {
  facebook: 'M15 3h-3a4 4 0 0 0-4 4v3H5v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z',
  instagram:
    'M3 7a4 4 0 0 1 4-4h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4zM8 12a4 4 0 1 0 8 0a4 4 0 1 0-8 0M17.5 6.5v.01',
  x: 'M4 4l16 16M20 4L4 20',
  linkedin: 'M3 3h18v18H3zM7 10v7M7 7v.01M11 17v-7M11 13a3 3 0 0 1 6 0v4',
  youtube: 'M2 8a4 4 0 0 1 4-4h12a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4zM10 9l5 3-5 3z',
  tiktok: 'M14 3v12a4 4 0 1 1-4-4M14 3a5 5 0 0 0 5 5',
};

function Address({ information }: { information: SiteInformation }) {
  const city = [information.postalCode, information.city].filter(Boolean).join(' ');
  const lines = [information.addressLine1, information.addressLine2, city, information.country].filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <address className="footer-address" data-testid="footer-address">
      {lines.map((line, i) => (
        <span key={i}>{line}</span>
      ))}
    </address>
  );
}

/**
 * The site's public information in the footer (issue 17 item 6): company, address, phone and email, opening hours,
 * social links. Asked with the theme (the site gate waits for it), so the footer is drawn once, complete: nothing in
 * it moves. A site that filled nothing in shows nothing here; a failed read leaves the rest of the footer as it is.
 */
export function SiteInformationFooter() {
  const t = useT();
  const information = useQuery(siteInformationQuery(useStoreApi())).data;
  if (!information) return null;
  const hours = weekDays.filter((day) => information.openingHours[day]);
  const social = socialNetworks.filter((network) => information.social[network]);
  const contact = information.phone || information.email;
  if (!information.companyName && !contact && hours.length === 0 && social.length === 0) return null;
  return (
    <section className="footer-information" aria-label={t('footer.information')} data-testid="footer-information">
      <div>
        {information.companyName && <p className="footer-company">{information.companyName}</p>}
        <Address information={information} />
        {information.phone && (
          <p>
            <span className="visually-hidden">{t('footer.phone')} </span>
            <a href={`tel:${information.phone.replace(/[^+\d]/g, '')}`}>{information.phone}</a>
          </p>
        )}
        {information.email && (
          <p>
            <span className="visually-hidden">{t('footer.email')} </span>
            <a href={`mailto:${information.email}`}>{information.email}</a>
          </p>
        )}
      </div>
      {hours.length > 0 && (
        <div>
          <p className="footer-heading">{t('footer.openingHours')}</p>
          <dl className="footer-hours" data-testid="footer-hours">
            {hours.map((day) => (
              <div key={day}>
                <dt>{t(`footer.days.${day}`)}</dt>
                <dd>{information.openingHours[day]}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {social.length > 0 && (
        <ul className="footer-social" data-testid="footer-social">
          {social.map((network) => (
            <li key={network}>
              <a
                href={information.social[network]!}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('footer.socialLink', { network: t(`footer.networks.${network}`) })}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="24" height="24">
                  <path d={socialPaths[network]} />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
