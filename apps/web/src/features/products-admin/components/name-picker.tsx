import { useEffect, useState } from 'react';
import { useCombobox } from '../../../components/ui/combobox';
import { inputStyles } from '../../../components/ui/form-field';
import { useTranslation } from '../../../lib/i18n';
import { localName } from '../../../lib/local-name';
import { useNameSearch, type NameKind } from '../api/search-names';
import type { PickedName } from './medicine-form';

const DEBOUNCE_MS = 200;

type Choice = { type: 'pick'; name: PickedName & { status: string } } | { type: 'other'; text: string };

/**
 * Search-as-you-type over the generics or makers: arrows move through the matches,
 * Enter or a click picks one. The last option takes the text as typed ("Add … as a new
 * generic" for an admin, "Other: ask for …" for a seller), which `onOther` receives.
 */
export function NamePicker({
  kind,
  id,
  label,
  otherLabel,
  exclude = [],
  onPick,
  onOther,
  invalid,
  describedBy,
}: {
  kind: NameKind;
  id: string;
  label: string;
  /** The "other" option's words for the typed text. */
  otherLabel: (text: string) => string;
  /** Ids already chosen, left out of the matches. */
  exclude?: readonly string[];
  onPick: (name: PickedName) => void;
  onOther: (text: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const [focused, setFocused] = useState(false);
  const typed = text.trim();
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const search = useNameSearch(kind, asked, { enabled: focused });
  const matches = (search.data?.items ?? []).filter((n) => !exclude.includes(n.id));
  const exact = matches.some((n) => n.name.toLowerCase() === typed.toLowerCase());
  const choices: Choice[] = [
    ...matches.map((name): Choice => ({ type: 'pick', name })),
    ...(typed.length >= 2 && !exact ? [{ type: 'other', text: typed } as const] : []),
  ];

  const choose = (choice: Choice) => {
    if (choice.type === 'pick') onPick({ id: choice.name.id, name: choice.name.name, nameBn: choice.name.nameBn });
    else onOther(choice.text);
    setText('');
  };
  const combobox = useCombobox({
    items: choices,
    itemKey: (c) => (c.type === 'pick' ? c.name.id : 'other'),
    onChoose: choose,
  });

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        value={text}
        placeholder={label}
        autoComplete="off"
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className={inputStyles}
        onChange={(e) => {
          setText(e.target.value);
          combobox.open();
        }}
        onFocus={() => setFocused(true)}
        {...combobox.inputProps}
        onKeyDown={(e) => {
          // Enter in the picker never submits the whole form.
          if (e.key === 'Enter' && combobox.activeIndex < 0) {
            e.preventDefault();
            const only = choices.length === 1 ? choices[0] : undefined;
            if (only) {
              combobox.close();
              choose(only);
            }
            return;
          }
          combobox.inputProps.onKeyDown(e);
        }}
      />
      <ul
        {...combobox.listboxProps}
        aria-label={label}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-md border border-line bg-white py-1 shadow-card"
      >
        {choices.map((c, index) => {
          const option = combobox.optionProps(index);
          return (
            <li
              key={c.type === 'pick' ? c.name.id : 'other'}
              {...option}
              className={`flex min-h-11 cursor-pointer items-center px-3 py-2 ${
                option['aria-selected'] ? 'bg-brand-50 outline outline-2 -outline-offset-2 outline-brand-600' : ''
              } ${c.type === 'other' ? 'border-t border-line font-semibold text-brand-800' : 'text-ink'}`}
            >
              {c.type === 'other'
                ? otherLabel(c.text)
                : c.name.status === 'requested'
                  ? t('dashboard.medicineForm.requested', { name: localName(c.name, i18n.language) })
                  : localName(c.name, i18n.language)}
            </li>
          );
        })}
      </ul>
      {focused && search.isFetching && (
        <p className="sr-only" role="status">
          {t('dashboard.medicineForm.searching')}
        </p>
      )}
    </div>
  );
}
