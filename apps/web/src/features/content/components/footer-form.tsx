import {
  CONTENT_LIMITS,
  FooterContentSchema,
  SOCIAL_NETWORKS,
  type FooterContent,
  type SiteContent,
} from '@medibazaar/contract';
import { Button } from '../../../components/ui/button';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { useTranslation } from '../../../lib/i18n';
import { useUpdateContent } from '../api/update-content';
import {
  Card,
  LocalizedInput,
  RowButton,
  SaveButton,
  TextInput,
  useBlockForm,
  type Errors,
} from './content-form-parts';

type Column = FooterContent['columns'][number];

/** The footer: about, phone, address, social links and the columns of links. */
export function FooterForm({ content }: { content: SiteContent }) {
  const { t } = useTranslation();
  const save = useUpdateContent('footer');
  const form = useBlockForm<FooterContent>(FooterContentSchema, content.footer, (v) => save.mutateAsync(v));
  const { value, setValue, errors } = form;
  const setColumn = (i: number, column: Column) =>
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
        <FooterSocials value={value} setValue={setValue} errors={errors} />
        {value.columns.map((column, i) => (
          <FooterColumnFields
            key={i}
            n={i + 1}
            column={column}
            onChange={(next) => setColumn(i, next)}
            onRemove={() => setValue({ ...value, columns: value.columns.filter((_, j) => j !== i) })}
            errors={errors}
            path={`columns.${i}`}
          />
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

/** The footer's social links: a network and its address each. */
function FooterSocials({
  value,
  setValue,
  errors,
}: {
  value: FooterContent;
  setValue: (value: FooterContent) => void;
  errors: Errors;
}) {
  const { t } = useTranslation();
  return (
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
  );
}

/** One column of the footer: its title, its links (label and address each), and Remove column. */
function FooterColumnFields({
  n,
  column,
  onChange,
  onRemove,
  errors,
  path,
}: {
  n: number;
  column: Column;
  onChange: (column: Column) => void;
  onRemove: () => void;
  errors: Errors;
  path: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-3 rounded-card border border-line p-3 sm:p-4">
      <legend className="px-1 font-semibold text-ink">{t('content.editor.footer.column', { n })}</legend>
      <LocalizedInput
        label={t('content.editor.footer.columnTitle')}
        value={column.title}
        onChange={(title) => onChange({ ...column, title })}
        errors={errors}
        path={`${path}.title`}
        max={CONTENT_LIMITS.columnTitle}
      />
      {column.links.map((link, k) => (
        <div key={k} className="space-y-3 border-t border-line pt-3">
          <LocalizedInput
            label={t('content.editor.footer.linkLabel')}
            value={link.label}
            onChange={(label) =>
              onChange({ ...column, links: column.links.map((l, m) => (m === k ? { ...l, label } : l)) })
            }
            errors={errors}
            path={`${path}.links.${k}.label`}
            max={CONTENT_LIMITS.linkLabel}
          />
          <div className="grid items-end gap-3 sm:grid-cols-[1fr_auto]">
            <TextInput
              label={t('content.editor.footer.href')}
              hint={t('content.editor.footer.hrefHint')}
              value={link.href}
              onChange={(href) =>
                onChange({ ...column, links: column.links.map((l, m) => (m === k ? { ...l, href } : l)) })
              }
              error={errors[`${path}.links.${k}.href`]}
            />
            <RowButton
              label={t('content.editor.remove')}
              onClick={() => onChange({ ...column, links: column.links.filter((_, m) => m !== k) })}
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
            onClick={() => onChange({ ...column, links: [...column.links, { label: { en: '', bn: '' }, href: '/' }] })}
          >
            {t('content.editor.footer.addLink')}
          </Button>
        )}
        <Button variant="secondary" onClick={onRemove}>
          {t('content.editor.footer.removeColumn')}
        </Button>
      </div>
    </fieldset>
  );
}
