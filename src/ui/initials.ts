/**
 * Up to two initials of a name ("María José" → "MJ"); empty for no name. One function for the
 * widgets' drawn avatars and the site's faces. No imports: the site takes it without Preact.
 */
export function initials(name: string | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toLocaleUpperCase();
}
