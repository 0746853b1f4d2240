/**
 * A website as a doctor types it, made into a link a patient can follow: `clinic.pk` and
 * `www.clinic.pk` get `https://`; anything that is not http(s) to a named host is refused
 * (null), so a `javascript:` or `data:` address can never become a link on a public page.
 */
export function webAddress(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  // A public site has a dotted name with a top-level label of letters (xn-- for IDN).
  if (!/^([a-z\d-]+\.)+([a-z]{2,}|xn--[a-z\d-]+)$/i.test(url.hostname)) return null;
  return withScheme;
}
