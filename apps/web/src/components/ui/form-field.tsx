import { useId } from 'react';

/** Class names of text inputs and selects (44 px high, a visible focus ring, red when invalid). */
export const inputStyles =
  'mt-1 block min-h-11 w-full rounded-md border border-line bg-white px-3 py-2 text-base text-ink placeholder:text-muted focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-danger-700 disabled:bg-surface disabled:text-muted';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A labelled form field: the label above, an optional hint, the control, and the
 * error in words under it (announced, and tied to the control for screen readers).
 */
export function FormField({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (control: FieldControlProps) => React.ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A labelled text input (FormField around an <input>): every other prop goes to the
 * input, react-hook-form's `register()` included (its ref too).
 */
export function InputField({
  label,
  hint,
  error,
  inputClassName,
  ...input
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Classes beyond the shared input styles (tabular figures, a narrower box). */
  inputClassName?: string;
} & Omit<React.ComponentProps<'input'>, 'id' | 'className' | 'aria-invalid' | 'aria-describedby'>) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <input {...control} {...input} className={inputClassName ? `${inputStyles} ${inputClassName}` : inputStyles} />
      )}
    </FormField>
  );
}

/** The address of a picture on the web: a URL keyboard on phones, 'https://' as the example. */
export function UrlField(props: React.ComponentProps<typeof InputField>) {
  return <InputField type="url" inputMode="url" placeholder="https://" {...props} />;
}

/** An email address, offered by the browser from what it knows of the person. */
export function EmailField(props: React.ComponentProps<typeof InputField>) {
  return <InputField type="email" autoComplete="email" {...props} />;
}

/** A new password: hidden as it is typed, and one a password manager may suggest and save. */
export function NewPasswordField(props: React.ComponentProps<typeof InputField>) {
  return <InputField type="password" autoComplete="new-password" {...props} />;
}
