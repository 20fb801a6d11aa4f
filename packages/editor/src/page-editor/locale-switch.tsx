import { LOCALES, type Locale } from '@forecourt/api-client';
import { useId } from 'react';
import { LOCALE_NAMES } from '../fields/paths.js';

/** Which language translatable fields (and the preview) show: a two-option radio group. */
export function LocaleSwitch({ locale, onChange }: { locale: Locale; onChange: (locale: Locale) => void }) {
  const name = useId();
  return (
    <fieldset className="fe-locale-switch">
      <legend className="fe-locale-switch__legend">Editing language</legend>
      {LOCALES.map((code) => (
        <label key={code} className="fe-locale-switch__option" data-state={code === locale ? 'active' : 'inactive'}>
          <input type="radio" name={name} value={code} checked={code === locale} onChange={() => onChange(code)} />
          <span lang={code}>{LOCALE_NAMES[code]}</span> <span className="fe-locale-switch__code">({code})</span>
        </label>
      ))}
    </fieldset>
  );
}
