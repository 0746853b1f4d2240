import { activateLocale, type Locale, useLocale, useT } from '#app/lib/i18n';

// Each language is named in its own script, so a reader finds theirs whatever is showing.
const CHOICES: { locale: Locale; label: string }[] = [
  { locale: 'en', label: 'English' },
  { locale: 'ur', label: 'اردو' },
];

/** English / اردو, remembered on the device; the document's lang and dir follow it. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useT();
  const current = useLocale();
  return (
    <fieldset className={`language-switch ${className}`.trim()}>
      <legend className="sr-only">{t('Language')}</legend>
      {CHOICES.map(({ locale, label }) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={current === locale}
          onClick={() => void activateLocale(locale, { remember: true })}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
