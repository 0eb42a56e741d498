import { CONTENT_LIMITS, NoticeContentSchema, type NoticeContent, type SiteContent } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { useUpdateContent } from '../api/update-content';
import { Card, LocalizedInput, SaveButton, TextInput, useBlockForm } from './content-form-parts';

/** The notice: the ticker, the dates the shop is open for a holiday, and the message. */
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
