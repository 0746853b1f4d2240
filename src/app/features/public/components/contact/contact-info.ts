import { msg, useT } from '#app/lib/i18n';
import { DEFAULT_SITE } from '#shared/domain/site-defaults';

// The default address and hours are the marked example of site-defaults (ADR 144), shown in the
// reader's language; what the administrator wrote is shown as written.
const EXAMPLES: Record<string, string> = {
  [DEFAULT_SITE.supportAddress]: msg(
    'Example address (demo data): Office 1, Example Plaza, Blue Area, Islamabad',
  ),
  [DEFAULT_SITE.supportHours]: msg(
    'Example hours (demo data): Monday to Saturday, 9:00 AM - 6:00 PM Pakistan time',
  ),
};

/** A site text from the settings, translated when it is still the example default. */
export function useSiteText(): (text: string) => string {
  const t = useT();
  return (text) => (EXAMPLES[text] ? t(EXAMPLES[text]) : text);
}
