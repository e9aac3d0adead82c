import type {
  announcementDetail,
  announcementPage,
  boardEntries,
  configIdParams,
  configKeyParams,
  configValue,
  districtList,
  htmlApplicationView,
  orgTree,
  pageConfigList,
  pageConfigQuery,
  pageDataQuery,
  projectConfigQuery,
  projectConfigView,
} from '../schemas/config.ts';
import type { pageQuery } from '../schemas/envelope.ts';
import { endpoint } from './endpoint.ts';

/**
 * Tenant configuration: the project config (the web app's first call), districts, key-value
 * configs, the board, announcements, page configuration and the org tree.
 */
export const config = {
  project: endpoint<{ query: typeof projectConfigQuery; response: typeof projectConfigView }>(
    'GET',
    '/api/base/project/config/domain',
  ),
  districts: endpoint<{ response: typeof districtList }>('GET', '/api/base/project/districts'),
  value: endpoint<{ params: typeof configKeyParams; response: typeof configValue }>(
    'GET',
    '/api/config/:key',
  ),
  board: endpoint<{ response: typeof boardEntries }>('GET', '/api/base/config/board/mine'),
  announcements: endpoint<{ query: typeof pageQuery; response: typeof announcementPage }>(
    'GET',
    '/api/base/config',
  ),
  announcement: endpoint<{ params: typeof configIdParams; response: typeof announcementDetail }>(
    'GET',
    '/api/base/config/:id',
  ),
  pages: endpoint<{ query: typeof pageConfigQuery; response: typeof pageConfigList }>(
    'GET',
    '/api/base/html/config',
  ),
  pageData: endpoint<{ query: typeof pageDataQuery; response: typeof configValue }>(
    'GET',
    '/api/base/html/data',
  ),
  application: endpoint<{ params: typeof configIdParams; response: typeof htmlApplicationView }>(
    'GET',
    '/api/base/html/application/:id',
  ),
  orgTree: endpoint<{ response: typeof orgTree }>('GET', '/api/base/org/tree'),
};
