/** A screen whose work has not landed yet: its heading and nothing pretending to work. */
export function ScreenPlaceholder({ title }: { title: string }) {
  return (
    <section className="page" aria-labelledby="screen-title">
      <h1 id="screen-title">{title}</h1>
      <p className="muted">This screen is not available yet.</p>
    </section>
  );
}
