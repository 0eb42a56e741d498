import { COPYRIGHT_YEAR } from '@medibazaar/contract';
import { useTranslation } from '../../lib/i18n';
import { clientConfig } from '../../config/env';
import { formatYear } from '../../lib/format';
import { FacebookIcon, InstagramIcon, PhoneIcon, TwitterIcon, YoutubeIcon } from '../ui/icons';

const columns = [
  { title: 'resources', links: ['healthTips', 'medicineGuide', 'faq'] },
  { title: 'company', links: ['about', 'careers', 'contact'] },
  { title: 'quickLinks', links: ['orders', 'returns', 'privacy'] },
] as const;

const socials = [
  { name: 'Facebook', Icon: FacebookIcon },
  { name: 'X', Icon: TwitterIcon },
  { name: 'Instagram', Icon: InstagramIcon },
  { name: 'YouTube', Icon: YoutubeIcon },
] as const;

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2 text-xl font-bold text-brand-800">
            <img src="/images/logo.svg" alt="" width={32} height={32} className="h-8 w-8" />
            {clientConfig.shopName}
          </p>
          <p className="mt-3 max-w-md text-muted">{t('common.footer.about')}</p>
          <p className="mt-4 flex items-center gap-2 font-medium text-ink">
            <PhoneIcon className="h-5 w-5 text-brand-700" />
            <span className="sr-only">{t('common.footer.phoneLabel')}</span>
            {t('common.footer.phone')}
          </p>
        </div>
        {columns.map((col) => (
          <div key={col.title}>
            <h2 className="text-sm font-bold uppercase tracking-wide text-ink">{t(`common.footer.${col.title}`)}</h2>
            <ul className="mt-3 space-y-1">
              {col.links.map((link) => (
                <li key={link}>
                  <a href="/#" className="inline-flex min-h-11 items-center text-muted hover:text-brand-700">
                    {t(`common.footer.links.${link}`)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 sm:flex-row">
          <p className="text-sm text-muted">
            {t('common.footer.copyright', { year: formatYear(COPYRIGHT_YEAR), shopName: clientConfig.shopName })}
          </p>
          <ul className="flex gap-2">
            {socials.map(({ name, Icon }) => (
              <li key={name}>
                <button
                  type="button"
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full text-muted hover:bg-brand-50 hover:text-brand-700"
                  aria-label={t('common.footer.social', { network: name })}
                >
                  <Icon className="h-5 w-5" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
