import { FormField, inputStyles } from './form-field';

/** A labelled select above a list that narrows it (by status, say); choosing starts again at page 1. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="max-w-xs">
      <FormField label={label}>
        {(control) => (
          <select {...control} className={inputStyles} value={value} onChange={(e) => onChange(e.target.value)}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}
