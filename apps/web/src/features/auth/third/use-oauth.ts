import { useSearchParams } from 'react-router';
import { useApp } from '../../../app/app-context.ts';
import { newOauthState, returnUrl } from '../../../lib/auth-urls.ts';
import { STATE_MISMATCH, ThirdLoginError } from './third-login.ts';

const STATE_KEY = 'oauthState';

/**
 * One OAuth round of a sign-in page: `start` sends the browser to the authorize page with a
 * fresh `state` and this page as the redirect; back here, `code` is set and `takeCode` checks
 * that the state is the one this browser sent (once) before the code is used.
 */
export function useOauthRound() {
  const { storage } = useApp();
  const [search] = useSearchParams();
  const code = search.get('code')?.trim() || null;
  const state = search.get('state');

  const start = (authorizeUrl: (redirectUri: string, state: string) => string): void => {
    const fresh = newOauthState();
    storage.set(STATE_KEY, fresh);
    window.location.replace(authorizeUrl(returnUrl(window.location.href), fresh));
  };

  const takeCode = (): string => {
    const expected = storage.get(STATE_KEY);
    storage.remove(STATE_KEY);
    if (!code || !expected || expected !== state) throw new ThirdLoginError(STATE_MISMATCH);
    return code;
  };

  return { code, start, takeCode };
}
