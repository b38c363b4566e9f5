/** Bootcamp slugs (docs/product.md#lead-fields): the five programmes plus the landing's default `fullstack`. */
export const BOOTCAMP_SLUGS = [
  'fullstack',
  'fullstack-web-apps-completo',
  'frontend-completo',
  'backend-completo',
  'apps-moviles-flutter',
  'cloud-aws',
] as const;

/** A bootcamp slug Embudo knows. */
export type BootcampSlug = (typeof BOOTCAMP_SLUGS)[number];

/** The landing's default slug (docs/product.md#lead-fields). */
export const DEFAULT_BOOTCAMP: BootcampSlug = 'fullstack';

/** Whether `value` is one of the known slugs. */
export function isBootcampSlug(value: unknown): value is BootcampSlug {
  return (BOOTCAMP_SLUGS as readonly unknown[]).includes(value);
}
