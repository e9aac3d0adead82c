/**
 * The no-login link carries its token in the fragment (`#t=...`): browsers never send a fragment
 * to a server, so it is in no access log or Referer. The screen reads it once, keeps it for this
 * tab only (a reload still works) and removes it from the address bar.
 */
const KEY = 'kanghu_question_link';

export function takeLinkToken(
  loc: Pick<Location, 'hash' | 'pathname' | 'search'>,
  store: Storage,
  replace: (url: string) => void,
): string {
  const m = /(?:^#|&)t=([A-Za-z0-9_-]{43})(?:&|$)/.exec(loc.hash);
  if (m?.[1]) {
    store.setItem(`${KEY}:${loc.pathname}`, m[1]);
    replace(`${loc.pathname}${loc.search}`);
    return m[1];
  }
  return store.getItem(`${KEY}:${loc.pathname}`) ?? '';
}

export function forgetLinkToken(pathname: string, store: Storage): void {
  store.removeItem(`${KEY}:${pathname}`);
}
