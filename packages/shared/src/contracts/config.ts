import type { Contract } from '../endpoints/endpoint.ts';
import {
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
  pageQuery,
  projectConfigQuery,
  projectConfigView,
} from '../index.ts';

/**
 * Tenant configuration: the project config (the web app's first call), districts, key-value
 * configs, the board, announcements, page configuration and the org tree.
 */
export const configContract = {
  project: { query: projectConfigQuery, response: projectConfigView },
  districts: { response: districtList },
  value: { params: configKeyParams, response: configValue },
  board: { response: boardEntries },
  announcements: { query: pageQuery, response: announcementPage },
  announcement: { params: configIdParams, response: announcementDetail },
  pages: { query: pageConfigQuery, response: pageConfigList },
  pageData: { query: pageDataQuery, response: configValue },
  application: { params: configIdParams, response: htmlApplicationView },
  orgTree: { response: orgTree },
} satisfies Contract;
