import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/**
 * Tenant configuration: the project config (the web app's first call), districts, key-value
 * configs, the board, announcements, page configuration and the org tree.
 */
export const configContract = {
  project: { query: s.projectConfigQuery, response: s.projectConfigView },
  districts: { response: s.districtList },
  value: { params: s.configKeyParams, response: s.configValue },
  board: { response: s.boardEntries },
  announcements: { query: s.pageQuery, response: s.announcementPage },
  announcement: { params: s.configIdParams, response: s.announcementDetail },
  pages: { query: s.pageConfigQuery, response: s.pageConfigList },
  pageData: { query: s.pageDataQuery, response: s.configValue },
  application: { params: s.configIdParams, response: s.htmlApplicationView },
  orgTree: { response: s.orgTree },
} satisfies Contract;
