import { type LoaderFunctionArgs, redirect } from 'react-router';
import { rememberLoginRedirect } from '../lib/session.ts';
import type { AppDeps } from './app-context.ts';
import { isBackendDoctor } from './boot.ts';
import { decide } from './guard.ts';

/** The guard as the root route's loader: it runs before every navigation. */
export function guardLoader(deps: AppDeps, routeExists: (path: string) => boolean) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const decision = decide(url.pathname, url.search, {
      token: deps.storage.getToken(deps.projectKey),
      indexPath: deps.config.indexPath,
      defaultPath: deps.config.defaultPath,
      isBackendDoctor: isBackendDoctor(deps.storage),
      // Looked up only when the guard asks (a visitor without a token on a closed path): matching
      // every loaded route table is the most expensive step of a navigation.
      get routeExists() {
        return routeExists(url.pathname);
      },
    });
    if (decision.action === 'allow') return null;
    if (decision.remember) rememberLoginRedirect(deps.storage, decision.remember);
    throw redirect(decision.to);
  };
}
