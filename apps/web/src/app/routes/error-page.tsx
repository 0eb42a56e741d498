import { Component, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useLocation } from 'react-router';

/** A friendly message in place of a layout whose page failed to render (or whose code did not load). */
function ErrorPage() {
  const { t } = useTranslation();
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">{t('common.errorPage.title')}</h1>
      <p className="mt-3 text-muted">{t('common.errorPage.body')}</p>
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          {t('common.errorPage.retry')}
        </button>
        <a
          href="/"
          className="inline-flex min-h-11 items-center rounded-md border border-line px-6 font-semibold text-ink hover:bg-brand-50"
        >
          {t('common.errorPage.goHome')}
        </a>
      </div>
    </section>
  );
}

interface BoundaryProps {
  /** The location on screen: a new one (a navigation) tries the page again. */
  resetKey: string;
  children: ReactNode;
}

class ErrorBoundary extends Component<BoundaryProps, { failed: boolean; resetKey: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}

/** Shows the error page in place of `children` when they fail to render, until the next navigation. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary resetKey={useLocation().key}>{children}</ErrorBoundary>;
}
