import type { configContract } from '../contracts/config.ts';
import { endpointsOf } from './endpoint.ts';

/**
 * Tenant configuration: the project config (the web app's first call), districts, key-value
 * configs, the board, announcements, page configuration and the org tree.
 */
export const config = endpointsOf<typeof configContract>({
  project: 'GET /api/base/project/config/domain',
  districts: 'GET /api/base/project/districts',
  value: 'GET /api/config/:key',
  board: 'GET /api/base/config/board/mine',
  announcements: 'GET /api/base/config',
  announcement: 'GET /api/base/config/:id',
  pages: 'GET /api/base/html/config',
  pageData: 'GET /api/base/html/data',
  application: 'GET /api/base/html/application/:id',
  orgTree: 'GET /api/base/org/tree',
});
