import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n';
import { useMe } from '../api/me';
import { LinkEmailForm } from './link-email-form';
import { PhoneSignInForm } from './phone-sign-in-form';

type Adding = 'phone' | 'email' | null;

/**
 * The profile's "How you log in": the account's email and mobile number, and a way to add the
 * one it lacks (decision 066): an email account adds a number proved with a code by text
 * message; an account made with a number adds an email address and a password.
 */
export function SignInLinksSection() {
  const { t } = useTranslation();
  const me = useMe();
  const [adding, setAdding] = useState<Adding>(null);
  const [linked, setLinked] = useState<string | null>(null);
  const phoneButton = useRef<HTMLButtonElement>(null);
  const emailButton = useRef<HTMLButtonElement>(null);
  const news = useRef<HTMLParagraphElement>(null);
  // The form that just closed: the focus goes back to its button, or to the news of what was linked.
  const closing = useRef<Adding>(null);
  useEffect(() => {
    const which = closing.current;
    if (adding !== null || !which) return;
    closing.current = null;
    (linked ? news : which === 'phone' ? phoneButton : emailButton).current?.focus();
  }, [adding, linked]);

  const close = (which: Exclude<Adding, null>, message: string | null) => {
    closing.current = which;
    setLinked(message);
    setAdding(null);
  };

  return (
    <Panel title={t('auth.link.heading')} headingClassName="text-xl font-bold text-ink" className="mt-8">
      <p className="mb-4 mt-1 text-muted">{t('auth.link.intro')}</p>
      {me.isPending ? (
        <Spinner label={t('auth.link.loading')} />
      ) : me.isError ? (
        <div role="alert" className="space-y-3">
          <p className="text-danger-700">{t('auth.link.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void me.refetch()}>
            {t('common.status.retry')}
          </Button>
        </div>
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-2">
            {(
              [
                [t('auth.link.email'), me.data.email],
                [t('auth.link.phone'), me.data.phone],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="text-sm font-semibold uppercase tracking-wide text-muted">{label}</dt>
                <dd className={`break-words text-lg ${value ? 'tabular-nums text-ink' : 'text-muted'}`}>
                  {value ?? t('auth.link.none')}
                </dd>
              </div>
            ))}
          </dl>
          {linked && (
            <p
              ref={news}
              tabIndex={-1}
              role="status"
              className="mt-4 rounded-md bg-brand-50 p-3 font-semibold text-brand-800"
            >
              {linked}
            </p>
          )}
          {adding === 'phone' ? (
            <div className="mt-4">
              <PhoneSignInForm
                purpose="link"
                onSignedIn={(phone) => close('phone', t('auth.link.phoneLinked', { phone }))}
                onCancel={() => close('phone', null)}
              />
            </div>
          ) : adding === 'email' ? (
            <LinkEmailForm
              onLinked={(email) => close('email', t('auth.link.emailLinked', { email }))}
              onCancel={() => close('email', null)}
            />
          ) : (
            <div className="mt-4 flex flex-wrap gap-3">
              {!me.data.phone && (
                <Button ref={phoneButton} variant="secondary" onClick={() => setAdding('phone')}>
                  {t('auth.link.addPhone')}
                </Button>
              )}
              {!me.data.email && (
                <Button ref={emailButton} variant="secondary" onClick={() => setAdding('email')}>
                  {t('auth.link.addEmail')}
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </Panel>
  );
}
