import type { LocalizedText } from '@medibazaar/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { Panel } from '../../../components/ui/panel';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
// The Bangla fields show Bangla whatever the editor's own language: the Bengali font comes with the editor.
import '../../../lib/bengali-font';

export type Errors = Record<string, string>;

/**
 * A block's form: checks it with the contract's schema before sending (errors under
 * their fields), sends it, and shows the server's refusal under the field it names.
 */
export function useBlockForm<T>(schema: z.ZodType, initial: T, save: (value: T) => Promise<unknown>) {
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

/** 'Save', 'Saving...' while the block is sent. */
export function SaveButton({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" disabled={pending}>
      {pending ? t('content.editor.saving') : t('content.editor.save')}
    </Button>
  );
}

/** A block of the editor: its title and hint, then its fields. */
export function Card({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Panel as="section">
      <h2 className="text-xl font-bold text-ink">{title}</h2>
      {hint && <p className="mt-1 text-sm text-muted">{hint}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </Panel>
  );
}

/** A labelled text field (or text area) of the editor, with its hint and error. */
export function TextInput({
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
export function LocalizedInput({
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

/** A small button acting on one row of a list (move, remove), named for screen readers. */
export function RowButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button onClick={onClick} aria-label={label} variant="secondary">
      {children}
    </Button>
  );
}

/** Moves item `i` of a list by `by` places. */
export const moved = <T,>(list: T[], i: number, by: number): T[] => {
  const j = i + by;
  if (j < 0 || j >= list.length) return list;
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
};
