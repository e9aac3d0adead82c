import type { RouteObject } from 'react-router';
import { redirectRoute } from './route-kit.ts';

/**
 * The root redirect of the entry family (spec/routes.tsv `/`). The guard already sends `/` to
 * `/index` before any route runs; this route keeps the table complete and is the fallback.
 */
export const entryRootRoutes: RouteObject[] = [redirectRoute('/', '/index')];
