import { useT } from '#app/lib/i18n';
/** A screen whose work has not landed yet: its heading and nothing pretending to work. */
export function ScreenPlaceholder({ title }: { title: string }) {
  const t = useT();
  return (
    <section className="page" aria-labelledby="screen-title">
      <h1 id="screen-title">{t(title)}</h1>
      <p className="muted">{t('This screen is not available yet.')}</p>
    </section>
  );
}
