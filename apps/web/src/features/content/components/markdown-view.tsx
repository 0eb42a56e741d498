import Markdown from 'markdown-to-jsx';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/** Where a link in a page may go: a page of the shop, an http(s) address, mail or a phone. */
export function safeHref(href: string | undefined): string | null {
  if (!href) return null;
  const value = href.trim();
  if (/^\/(?![/\\])/.test(value)) return value;
  return /^(https?:|mailto:|tel:)/i.test(value) ? value : null;
}

function PageLink({ href, children }: ComponentProps<'a'>) {
  const to = safeHref(href);
  const className = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';
  if (!to) return <span>{children}</span>;
  if (to.startsWith('/')) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}

const overrides = {
  a: PageLink,
  h1: { props: { className: 'mt-8 text-2xl font-bold text-ink' } },
  h2: { props: { className: 'mt-8 text-xl font-bold text-ink' } },
  h3: { props: { className: 'mt-6 text-lg font-semibold text-ink' } },
  p: { props: { className: 'mt-4 leading-relaxed text-ink' } },
  ul: { props: { className: 'mt-4 list-disc space-y-2 pl-6 text-ink' } },
  ol: { props: { className: 'mt-4 list-decimal space-y-2 pl-6 text-ink' } },
  blockquote: { props: { className: 'mt-4 border-l-4 border-brand-100 pl-4 text-muted' } },
  // Pictures are not part of a simple page: their alt text stands in.
  img: ({ alt }: ComponentProps<'img'>) => <span>{alt}</span>,
  hr: { props: { className: 'my-8 border-line' } },
};

/**
 * A simple page's Markdown as React elements. Raw HTML is never parsed (it shows as
 * text), links go only to the shop, http(s), mail or phone, and pictures are not loaded.
 */
export function MarkdownView({ source }: { source: string }) {
  return (
    <div className="break-words">
      <Markdown options={{ disableParsingRawHTML: true, forceBlock: true, overrides }}>{source}</Markdown>
    </div>
  );
}
