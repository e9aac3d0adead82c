import { MSG } from '@kanghu/shared';
import { isOpenPath } from './open-paths.ts';

/** What the guard knows (spec 3 section 2), read from storage and the project config. */
export interface GuardState {
  /** Stored token of the current project; '' when none. */
  token: string;
  indexPath: string | null;
  defaultPath: string | null;
  isBackendDoctor: boolean;
  /** Whether a screen exists at the path; a path without one shows the 404 page to anyone. */
  routeExists: boolean;
}

export type GuardDecision =
  | { action: 'allow' }
  /** `remember` is the path and query to restore after sign-in. */
  | { action: 'redirect'; to: string; remember?: string };

export const ROOT_PATH = '/';
export const INDEX_PATH = '/index';
export const NO_ACCESS_PATH = `/error?title=${encodeURIComponent(MSG.forbidden)}`;

const ALLOW: GuardDecision = { action: 'allow' };

/** The route guard as a pure function of the path, its query and the state. */
export function decide(path: string, search: string, state: GuardState): GuardDecision {
  if (path === ROOT_PATH) return { action: 'redirect', to: `${INDEX_PATH}${search}` };
  if (path === INDEX_PATH && state.indexPath && state.indexPath !== INDEX_PATH) {
    return { action: 'redirect', to: withQuery(state.indexPath, search) };
  }
  // Cheapest first: `routeExists` may be a lookup in the route tables (guard-loader.ts).
  if (state.token || isOpenPath(path) || !state.routeExists) return ALLOW;
  if (state.defaultPath) {
    if (samePath(state.defaultPath, path)) return ALLOW;
    return { action: 'redirect', to: state.defaultPath, remember: `${path}${search}` };
  }
  if (state.isBackendDoctor) return ALLOW;
  return { action: 'redirect', to: NO_ACCESS_PATH };
}

function samePath(target: string, path: string): boolean {
  return (target.split('?')[0] ?? target) === path;
}

/** Appends a query to a path that may already carry one. */
export function withQuery(path: string, search: string): string {
  const extra = search.startsWith('?') ? search.slice(1) : search;
  if (!extra) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${extra}`;
}
