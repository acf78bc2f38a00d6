/**
 * docs/product.md §10.6: after sign-in, `returnUrl` is honoured only when it is a path of this site; anything
 * else (another origin, `//host`, `/\host`, a script URL) goes to `/`. The auth screens themselves are
 * not worth returning to.
 */
export function safeReturnUrl(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  const base = 'http://same.site';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return '/';
  }
  if (url.origin !== base || url.pathname.startsWith('/auth/')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
