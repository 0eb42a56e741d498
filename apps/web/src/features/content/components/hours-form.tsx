import { HoursContentSchema, type HoursContent, type SiteContent } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { useUpdateContent } from '../api/update-content';
import { Card, SaveButton, TextInput, useBlockForm } from './content-form-parts';

/** The shop's opening hours. */
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
