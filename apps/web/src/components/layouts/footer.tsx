import type { SocialNetwork } from '@medibazaar/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { clientConfig } from '../../config/env';
import { formatYear } from '../../lib/format';
import { useSiteContent } from '../../features/content/api/get-site-content';
import { pickText, telHref } from '../../features/content/utils/content-text';
import { FacebookIcon, InstagramIcon, PhoneIcon, TwitterIcon, YoutubeIcon } from '../ui/icons';
import { Skeleton } from '../ui/skeleton';
import { LazyImage } from '../ui/lazy-image';

const socialNetworks: Record<SocialNetwork, { name: string; Icon: typeof FacebookIcon }> = {
  facebook: { name: 'Facebook', Icon: FacebookIcon },
  x: { name: 'X', Icon: TwitterIcon },
  instagram: { name: 'Instagram', Icon: InstagramIcon },
  youtube: { name: 'YouTube', Icon: YoutubeIcon },
};

const linkClass = 'inline-flex min-h-11 items-center text-muted hover:text-brand-700';

/** The footer as the admin wrote it (docs/product.md#site-content); the copyright year is this year. */
export function Footer() {
  const { t, i18n } = useTranslation();
  const footer = useSiteContent().data?.footer;
  const text = (value: { en: string; bn: string }) => pickText(value, i18n.language);
  const tel = footer ? telHref(footer.phone) : null;
  const address = footer ? text(footer.address) : '';
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2 text-xl font-bold text-brand-800">
            <LazyImage src="/images/logo.svg" width={32} className="h-8 w-8" />
            {clientConfig.shopName}
          </p>
          {footer ? (
            <>
              <p className="mt-3 max-w-md text-muted">{text(footer.about)}</p>
              {footer.phone && (
                <p className="mt-4 flex items-center gap-2 font-medium text-ink">
                  <PhoneIcon className="h-5 w-5 text-brand-700" />
                  <span className="sr-only">{t('common.footer.phoneLabel')}</span>
                  {tel ? (
                    <a href={tel} className="inline-flex min-h-11 items-center hover:text-brand-700">
                      {footer.phone}
                    </a>
                  ) : (
                    footer.phone
                  )}
                </p>
              )}
              {address && (
                <address className="mt-2 max-w-md whitespace-pre-line not-italic text-muted">
                  <span className="sr-only">{t('common.footer.addressLabel')} </span>
                  {address}
                </address>
              )}
            </>
          ) : (
            <div className="mt-3 max-w-md space-y-2">
              <Skeleton className="h-5 w-full" />
              <Skeleton className="h-5 w-2/3" />
            </div>
          )}
        </div>
        {footer?.columns.map((col, i) => (
          <nav key={i} aria-label={text(col.title)}>
            <h2 className="text-sm font-bold uppercase tracking-wide text-ink">{text(col.title)}</h2>
            <ul className="mt-3 space-y-1">
              {col.links.map((link, j) => (
                <li key={j}>
                  {link.href.startsWith('/') ? (
                    <Link to={link.href} className={linkClass}>
                      {text(link.label)}
                    </Link>
                  ) : (
                    <a href={link.href} className={linkClass} rel="noopener noreferrer">
                      {text(link.label)}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 sm:flex-row">
          <p className="text-sm text-muted">
            {t('common.footer.copyright', {
              year: formatYear(new Date().getFullYear(), i18n.language),
              shopName: clientConfig.shopName,
            })}
          </p>
          {footer && footer.socials.length > 0 && (
            <ul className="flex gap-2">
              {footer.socials.map(({ network, url }) => {
                const { name, Icon } = socialNetworks[network];
                return (
                  <li key={`${network} ${url}`}>
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex h-11 w-11 items-center justify-center rounded-full text-muted hover:bg-brand-50 hover:text-brand-700"
                      aria-label={t('common.footer.social', { network: name })}
                    >
                      <Icon className="h-5 w-5" />
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}
