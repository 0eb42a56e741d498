import {
  CONTENT_LIMITS,
  FooterContentSchema,
  HoursContentSchema,
  NoticeContentSchema,
  PageInputSchema,
  PageSlugSchema,
  SOCIAL_NETWORKS,
  SponsorsUpdateSchema,
  type FooterContent,
  type HoursContent,
  type LocalizedText,
  type NoticeContent,
  type PageInput,
  type SiteContent,
  type SponsorInput,
} from '@medibazaar/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField, InputField, inputStyles } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { paths } from '../../../config/paths';
import { pickText } from '../utils/content-text';
import { usePage } from '../api/get-page';
import { usePages, useSavePage, useUpdateContent } from '../api/update-content';
import { MarkdownView } from './markdown-view';
// The Bangla fields show Bangla whatever the editor's own language: the Bengali font comes with the editor.
import '../../../lib/bengali-font';
import { Panel } from '../../../components/ui/panel';

type Errors = Record<string, string>;

/**
 * A block's form: checks it with the contract's schema before sending (errors under
 * their fields), sends it, and shows the server's refusal under the field it names.
 */
function useBlockForm<T>(schema: z.ZodType, initial: T, save: (value: T) => Promise<unknown>) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState<T>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const inWords = (message: string) => (i18n.language === 'en' ? message : t('content.editor.fixField'));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= inWords(issue.message);
      setErrors(found);
      toast.error(t('content.editor.checkFields'));
      // Focus the first field in error, as every form of the shop does.
      requestAnimationFrame(() => (document.querySelector('[aria-invalid="true"]') as HTMLElement | null)?.focus());
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await save(value);
      toast.success(t('content.editor.saved'));
    } catch (error) {
      const message = apiErrorMessage(error, t, t('content.editor.saveFailed'));
      const field = error instanceof ApiRequestError ? error.body.field : undefined;
      if (field) setErrors({ [field]: message });
      toast.error(message);
    } finally {
      setPending(false);
    }
  };
  return { value, setValue, errors, submit, pending };
}

function SaveButton({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" disabled={pending}>
      {pending ? t('content.editor.saving') : t('content.editor.save')}
    </Button>
  );
}

function Card({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Panel as="section">
      <h2 className="text-xl font-bold text-ink">{title}</h2>
      {hint && <p className="mt-1 text-sm text-muted">{hint}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </Panel>
  );
}

function TextInput({
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  multiline = false,
  max,
  lang,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  type?: string;
  multiline?: boolean;
  max?: number;
  lang?: string;
}) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            lang={lang}
            value={value}
            maxLength={max}
            rows={4}
            onChange={(e) => onChange(e.target.value)}
            className={inputStyles}
          />
        ) : (
          <input
            {...control}
            lang={lang}
            type={type}
            value={value}
            maxLength={max}
            onChange={(e) => onChange(e.target.value)}
            className={inputStyles}
          />
        )
      }
    </FormField>
  );
}

/** One text in both languages: English, then Bangla. */
function LocalizedInput({
  label,
  value,
  onChange,
  errors,
  path,
  multiline,
  max,
}: {
  label: string;
  value: LocalizedText;
  onChange: (value: LocalizedText) => void;
  errors: Errors;
  path: string;
  multiline?: boolean;
  max?: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextInput
        label={t('content.editor.inEnglish', { label })}
        value={value.en}
        onChange={(en) => onChange({ ...value, en })}
        error={errors[`${path}.en`]}
        multiline={multiline}
        max={max}
        lang="en"
      />
      <TextInput
        label={t('content.editor.inBangla', { label })}
        value={value.bn}
        onChange={(bn) => onChange({ ...value, bn })}
        error={errors[`${path}.bn`]}
        multiline={multiline}
        max={max}
        lang="bn"
      />
    </div>
  );
}

function RowButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button onClick={onClick} aria-label={label} variant="secondary">
      {children}
    </Button>
  );
}

/** Moves item `i` of a list by `by` places. */
const moved = <T,>(list: T[], i: number, by: number): T[] => {
  const j = i + by;
  if (j < 0 || j >= list.length) return list;
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
};

export function NoticeForm({ content }: { content: SiteContent }) {
  const { t } = useTranslation();
  const save = useUpdateContent('notice');
  const form = useBlockForm<NoticeContent>(NoticeContentSchema, content.notice, (v) => save.mutateAsync(v));
  const { value, setValue, errors } = form;
  const period = value.openPeriod;
  return (
    <form onSubmit={form.submit} noValidate>
      <Card title={t('content.editor.notice.title')} hint={t('content.editor.notice.hint')}>
        <LocalizedInput
          label={t('content.editor.notice.ticker')}
          value={value.ticker}
          onChange={(ticker) => setValue({ ...value, ticker })}
          errors={errors}
          path="ticker"
          max={CONTENT_LIMITS.ticker}
        />
        <label className="flex min-h-11 items-center gap-3 font-semibold text-ink">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand-700"
            checked={period !== null}
            onChange={(e) =>
              setValue({
                ...value,
                openPeriod: e.target.checked ? (content.notice.openPeriod ?? { from: '', until: '' }) : null,
              })
            }
          />
          {t('content.editor.notice.showPeriod')}
        </label>
        {period && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput
              type="date"
              label={t('content.editor.notice.from')}
              value={period.from}
              onChange={(from) => setValue({ ...value, openPeriod: { ...period, from } })}
              error={errors['openPeriod.from']}
            />
            <TextInput
              type="date"
              label={t('content.editor.notice.until')}
              value={period.until}
              onChange={(until) => setValue({ ...value, openPeriod: { ...period, until } })}
              error={errors['openPeriod.until']}
            />
          </div>
        )}
        <LocalizedInput
          label={t('content.editor.notice.message')}
          value={value.message}
          onChange={(message) => setValue({ ...value, message })}
          errors={errors}
          path="message"
          multiline
          max={CONTENT_LIMITS.message}
        />
        <SaveButton pending={form.pending} />
      </Card>
    </form>
  );
}

export function HoursForm({ content }: { content: SiteContent }) {
  const { t } = useTranslation();
  const save = useUpdateContent('hours');
  const form = useBlockForm<HoursContent>(HoursContentSchema, content.hours, (v) => save.mutateAsync(v));
  const { value, setValue, errors } = form;
  return (
    <form onSubmit={form.submit} noValidate>
      <Card title={t('content.editor.hours.title')} hint={t('content.editor.hours.hint')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            type="time"
            label={t('content.editor.hours.opens')}
            value={value.opens}
            onChange={(opens) => setValue({ ...value, opens })}
            error={errors.opens}
          />
          <TextInput
            type="time"
            label={t('content.editor.hours.closes')}
            value={value.closes}
            onChange={(closes) => setValue({ ...value, closes })}
            error={errors.closes}
          />
        </div>
        <SaveButton pending={form.pending} />
      </Card>
    </form>
  );
}

export function FooterForm({ content }: { content: SiteContent }) {
  const { t } = useTranslation();
  const save = useUpdateContent('footer');
  const form = useBlockForm<FooterContent>(FooterContentSchema, content.footer, (v) => save.mutateAsync(v));
  const { value, setValue, errors } = form;
  const setColumn = (i: number, column: FooterContent['columns'][number]) =>
    setValue({ ...value, columns: value.columns.map((c, j) => (j === i ? column : c)) });
  return (
    <form onSubmit={form.submit} noValidate>
      <Card title={t('content.editor.footer.title')} hint={t('content.editor.footer.hint')}>
        <LocalizedInput
          label={t('content.editor.footer.about')}
          value={value.about}
          onChange={(about) => setValue({ ...value, about })}
          errors={errors}
          path="about"
          multiline
          max={CONTENT_LIMITS.about}
        />
        <TextInput
          type="tel"
          label={t('content.editor.footer.phone')}
          value={value.phone}
          onChange={(phone) => setValue({ ...value, phone })}
          error={errors.phone}
          max={CONTENT_LIMITS.phone}
        />
        <LocalizedInput
          label={t('content.editor.footer.address')}
          value={value.address}
          onChange={(address) => setValue({ ...value, address })}
          errors={errors}
          path="address"
          max={CONTENT_LIMITS.address}
        />
        <fieldset className="space-y-3">
          <legend className="font-semibold text-ink">{t('content.editor.footer.socials')}</legend>
          {value.socials.length === 0 && <p className="text-sm text-muted">{t('content.editor.footer.noSocials')}</p>}
          {value.socials.map((social, i) => (
            <div key={i} className="grid items-end gap-3 sm:grid-cols-[10rem_1fr_auto]">
              <FormField label={t('content.editor.footer.network')} error={errors[`socials.${i}.network`]}>
                {(control) => (
                  <select
                    {...control}
                    value={social.network}
                    className={inputStyles}
                    onChange={(e) =>
                      setValue({
                        ...value,
                        socials: value.socials.map((s, j) =>
                          j === i ? { ...s, network: e.target.value as (typeof SOCIAL_NETWORKS)[number] } : s,
                        ),
                      })
                    }
                  >
                    {SOCIAL_NETWORKS.map((n) => (
                      <option key={n} value={n}>
                        {t(`content.editor.footer.networks.${n}`)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <TextInput
                type="url"
                label={t('content.editor.footer.url')}
                value={social.url}
                onChange={(url) =>
                  setValue({ ...value, socials: value.socials.map((s, j) => (j === i ? { ...s, url } : s)) })
                }
                error={errors[`socials.${i}.url`]}
              />
              <RowButton
                label={t('content.editor.remove')}
                onClick={() => setValue({ ...value, socials: value.socials.filter((_, j) => j !== i) })}
              >
                {t('content.editor.remove')}
              </RowButton>
            </div>
          ))}
          {value.socials.length < CONTENT_LIMITS.socials && (
            <Button
              variant="secondary"
              onClick={() => setValue({ ...value, socials: [...value.socials, { network: 'facebook', url: '' }] })}
            >
              {t('content.editor.footer.addSocial')}
            </Button>
          )}
        </fieldset>
        {value.columns.map((column, i) => (
          <fieldset key={i} className="space-y-3 rounded-card border border-line p-3 sm:p-4">
            <legend className="px-1 font-semibold text-ink">{t('content.editor.footer.column', { n: i + 1 })}</legend>
            <LocalizedInput
              label={t('content.editor.footer.columnTitle')}
              value={column.title}
              onChange={(title) => setColumn(i, { ...column, title })}
              errors={errors}
              path={`columns.${i}.title`}
              max={CONTENT_LIMITS.columnTitle}
            />
            {column.links.map((link, k) => (
              <div key={k} className="space-y-3 border-t border-line pt-3">
                <LocalizedInput
                  label={t('content.editor.footer.linkLabel')}
                  value={link.label}
                  onChange={(label) =>
                    setColumn(i, { ...column, links: column.links.map((l, m) => (m === k ? { ...l, label } : l)) })
                  }
                  errors={errors}
                  path={`columns.${i}.links.${k}.label`}
                  max={CONTENT_LIMITS.linkLabel}
                />
                <div className="grid items-end gap-3 sm:grid-cols-[1fr_auto]">
                  <TextInput
                    label={t('content.editor.footer.href')}
                    hint={t('content.editor.footer.hrefHint')}
                    value={link.href}
                    onChange={(href) =>
                      setColumn(i, { ...column, links: column.links.map((l, m) => (m === k ? { ...l, href } : l)) })
                    }
                    error={errors[`columns.${i}.links.${k}.href`]}
                  />
                  <RowButton
                    label={t('content.editor.remove')}
                    onClick={() => setColumn(i, { ...column, links: column.links.filter((_, m) => m !== k) })}
                  >
                    {t('content.editor.remove')}
                  </RowButton>
                </div>
              </div>
            ))}
            <div className="flex flex-wrap gap-2">
              {column.links.length < CONTENT_LIMITS.linksPerColumn && (
                <Button
                  variant="secondary"
                  onClick={() =>
                    setColumn(i, { ...column, links: [...column.links, { label: { en: '', bn: '' }, href: '/' }] })
                  }
                >
                  {t('content.editor.footer.addLink')}
                </Button>
              )}
              <Button
                variant="secondary"
                onClick={() => setValue({ ...value, columns: value.columns.filter((_, j) => j !== i) })}
              >
                {t('content.editor.footer.removeColumn')}
              </Button>
            </div>
          </fieldset>
        ))}
        {value.columns.length < CONTENT_LIMITS.columns && (
          <Button
            variant="secondary"
            onClick={() =>
              setValue({ ...value, columns: [...value.columns, { title: { en: '', bn: '' }, links: [] }] })
            }
          >
            {t('content.editor.footer.addColumn')}
          </Button>
        )}
        <SaveButton pending={form.pending} />
      </Card>
    </form>
  );
}

export function SponsorsForm({ content }: { content: SiteContent }) {
  const { t } = useTranslation();
  const save = useUpdateContent('sponsors');
  const initial = content.sponsors.map((s) => ({ name: s.name, image: s.image, link: s.link ?? '' }));
  const form = useBlockForm<SponsorInput[]>(
    { safeParse: (list: unknown) => SponsorsUpdateSchema.safeParse({ sponsors: list }) } as unknown as z.ZodType,
    initial,
    (sponsors) => save.mutateAsync({ sponsors }),
  );
  const { value, setValue } = form;
  // The server names fields `sponsors.0.name`; the list itself is the form's value.
  const errors = Object.fromEntries(Object.entries(form.errors).map(([k, v]) => [k.replace(/^sponsors\./, ''), v]));
  const set = (i: number, sponsor: SponsorInput) => setValue(value.map((s, j) => (j === i ? sponsor : s)));
  return (
    <form onSubmit={form.submit} noValidate>
      <Card title={t('content.editor.sponsors.title')} hint={t('content.editor.sponsors.hint')}>
        {value.length === 0 && <p className="text-sm text-muted">{t('content.editor.sponsors.none')}</p>}
        {value.map((sponsor, i) => (
          <fieldset key={i} className="space-y-3 rounded-card border border-line p-3 sm:p-4">
            <legend className="px-1 font-semibold text-ink">
              {sponsor.name || t('content.editor.sponsors.sponsor', { n: i + 1 })}
            </legend>
            <div className="grid gap-3 md:grid-cols-3">
              <TextInput
                label={t('content.editor.sponsors.name')}
                value={sponsor.name}
                onChange={(name) => set(i, { ...sponsor, name })}
                error={errors[`${i}.name`]}
                max={CONTENT_LIMITS.sponsorName}
              />
              <TextInput
                label={t('content.editor.sponsors.image')}
                hint={t('content.editor.sponsors.imageHint')}
                value={sponsor.image}
                onChange={(image) => set(i, { ...sponsor, image })}
                error={errors[`${i}.image`]}
              />
              <TextInput
                type="url"
                label={t('content.editor.sponsors.link')}
                hint={t('content.editor.sponsors.linkHint')}
                value={typeof sponsor.link === 'string' ? sponsor.link : ''}
                onChange={(link) => set(i, { ...sponsor, link })}
                error={errors[`${i}.link`]}
              />
            </div>
            <div className="flex flex-wrap gap-2">
              <RowButton
                label={t('content.editor.moveUpNamed', { name: sponsor.name })}
                onClick={() => setValue(moved(value, i, -1))}
              >
                {t('content.editor.moveUp')}
              </RowButton>
              <RowButton
                label={t('content.editor.moveDownNamed', { name: sponsor.name })}
                onClick={() => setValue(moved(value, i, 1))}
              >
                {t('content.editor.moveDown')}
              </RowButton>
              <RowButton
                label={t('content.editor.removeNamed', { name: sponsor.name })}
                onClick={() => setValue(value.filter((_, j) => j !== i))}
              >
                {t('content.editor.remove')}
              </RowButton>
            </div>
          </fieldset>
        ))}
        {value.length < CONTENT_LIMITS.sponsors && (
          <Button variant="secondary" onClick={() => setValue([...value, { name: '', image: '', link: '' }])}>
            {t('content.editor.sponsors.add')}
          </Button>
        )}
        <SaveButton pending={form.pending} />
      </Card>
    </form>
  );
}

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
