// Lowercase words joined by single hyphens: what editors type and what is safe in a URL. Its own
// module, free of the schema library, since the browser's companion checks slugs too.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 120;

export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_SLUG_LENGTH && SLUG.test(value);
}
