import { CONTENT_LIMITS, PageInputSchema, PageSlugSchema, type PageInput } from '@medibazaar/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, InputField, inputStyles } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { usePage } from '../api/get-page';
import { usePages, useSavePage } from '../api/update-content';
import { pickText } from '../utils/content-text';
import { Card, LocalizedInput, SaveButton, useBlockForm } from './content-form-parts';
import { MarkdownView } from './markdown-view';

const EMPTY_PAGE: PageInput = { title: { en: '', bn: '' }, body: { en: '', bn: '' } };

/** Pick a page (or name a new one), write it in both languages, and see it as visitors will. */
export function PagesForm() {
  const { t, i18n } = useTranslation();
  const pages = usePages();
  const [slug, setSlug] = useState('about');
  const [newSlug, setNewSlug] = useState('');
  const [newSlugError, setNewSlugError] = useState<string>();
  const page = usePage(slug);
  const create = () => {
    const parsed = PageSlugSchema.safeParse(newSlug.trim());
    if (!parsed.success) {
      setNewSlugError(t('content.editor.pages.slugError'));
      return;
    }
    setNewSlugError(undefined);
    setSlug(parsed.data);
    setNewSlug('');
  };
  const missing = page.error instanceof ApiRequestError && page.error.status === 404;
  return (
    <Card title={t('content.editor.pages.title')} hint={t('content.editor.pages.hint')}>
      <div className="grid items-end gap-3 md:grid-cols-[1fr_1fr_auto]">
        <FormField label={t('content.editor.pages.choose')}>
          {(control) => (
            <select {...control} value={slug} onChange={(e) => setSlug(e.target.value)} className={inputStyles}>
              {(pages.data ?? []).map((p) => (
                <option key={p.slug} value={p.slug}>
                  {`${pickText(p.title, i18n.language)} (${paths.page.to(p.slug)})`}
                </option>
              ))}
              {!pages.data?.some((p) => p.slug === slug) && <option value={slug}>{paths.page.to(slug)}</option>}
            </select>
          )}
        </FormField>
        <InputField
          label={t('content.editor.pages.newSlug')}
          error={newSlugError}
          hint={t('content.editor.pages.slugHint')}
          value={newSlug}
          maxLength={CONTENT_LIMITS.slug}
          onChange={(e) => setNewSlug(e.target.value)}
        />
        <Button onClick={create} variant="secondary">
          {t('content.editor.pages.create')}
        </Button>
      </div>
      {page.isPending && !missing ? (
        <Spinner />
      ) : page.isError && !missing ? (
        <p className="text-danger-700">{t('content.page.error')}</p>
      ) : (
        <PageForm key={`${slug} ${page.data?.updatedAt ?? 'new'}`} slug={slug} initial={page.data ?? EMPTY_PAGE} />
      )}
    </Card>
  );
}

function PageForm({ slug, initial }: { slug: string; initial: PageInput }) {
  const { t } = useTranslation();
  const save = useSavePage();
  const [preview, setPreview] = useState<'en' | 'bn' | null>(null);
  const form = useBlockForm<PageInput>(PageInputSchema, { title: initial.title, body: initial.body }, (body) =>
    save.mutateAsync({ slug, body }),
  );
  const { value, setValue, errors } = form;
  return (
    <form onSubmit={form.submit} noValidate className="space-y-4">
      <p className="text-sm text-muted">
        {t('content.editor.pages.address')}{' '}
        <a href={paths.page.to(slug)} className="font-medium text-brand-700 underline" target="_blank" rel="noreferrer">
          {paths.page.to(slug)}
        </a>
      </p>
      <LocalizedInput
        label={t('content.editor.pages.pageTitle')}
        value={value.title}
        onChange={(title) => setValue({ ...value, title })}
        errors={errors}
        path="title"
        max={CONTENT_LIMITS.pageTitle}
      />
      <p className="text-sm text-muted">{t('content.editor.pages.markdownHint')}</p>
      <LocalizedInput
        label={t('content.editor.pages.body')}
        value={value.body}
        onChange={(body) => setValue({ ...value, body })}
        errors={errors}
        path="body"
        multiline
        max={CONTENT_LIMITS.pageBody}
      />
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('content.editor.pages.preview')}>
        {(['en', 'bn'] as const).map((language) => (
          <Button
            key={language}
            type="button"
            aria-pressed={preview === language}
            onClick={() => setPreview(preview === language ? null : language)}
            variant="secondary"
            className="aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
          >
            {t(language === 'en' ? 'content.editor.pages.previewEn' : 'content.editor.pages.previewBn')}
          </Button>
        ))}
      </div>
      {preview && (
        <div lang={preview} className="rounded-card border border-dashed border-brand-300 bg-surface p-4">
          <p className="text-sm font-semibold text-muted">{t('content.editor.pages.preview')}</p>
          <h3 className="mt-2 text-2xl font-bold text-ink">{value.title[preview]}</h3>
          <MarkdownView source={value.body[preview]} />
        </div>
      )}
      <SaveButton pending={form.pending} />
    </form>
  );
}
