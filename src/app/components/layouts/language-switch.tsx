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
    <div role="group" aria-label={t('Language')} className={`language-switch ${className}`.trim()}>
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
    </div>
  );
}
