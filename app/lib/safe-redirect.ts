const base = 'http://this-site.invalid'

/**
 * Keeps redirects on this site. The value is read the way a browser will read it (which drops tabs
 * and newlines and treats `\` as `/`, so `/\t/evil.com` means `//evil.com`): anything with a
 * control character or a backslash, or that does not resolve to this site, gives `fallback`.
 */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return fallback
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return fallback
  }
  if (url.origin !== base) return fallback
  // Dot segments are resolved now ('/.//evil.example' → '//evil.example'): the result must still
  // be a path on this site, not a protocol-relative address.
  const path = url.pathname + url.search + url.hash
  return path.startsWith('//') ? fallback : path
}
