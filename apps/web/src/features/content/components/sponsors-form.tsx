import { CONTENT_LIMITS, SponsorsUpdateSchema, type SiteContent, type SponsorInput } from '@medibazaar/contract';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { useUpdateContent } from '../api/update-content';
import { Card, moved, RowButton, SaveButton, TextInput, useBlockForm } from './content-form-parts';

/** The sponsors shown on the home page: name, picture and link of each, in the order they show. */
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
