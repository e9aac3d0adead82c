import { z } from 'zod';
import { page } from './envelope.ts';

export const mobileInitConfig = z.object({ name: z.string(), indexPath: z.string() });
export const projectFeatures = z.object({
  aiHealthBank: z.boolean().default(false),
  localInfo: z.boolean().default(false),
  wenzhouCluster: z.boolean().default(false),
  maskName: z.boolean().default(false),
  patientPortClosed: z.boolean().default(false),
  /** Children's growth charts: WHO (default) or China 2009 (Li Hui et al.; tables not yet in the project, WHO is used). */
  growthStandard: z.enum(['who', 'china2009']).default('who'),
  /** Comments and circle posts: pre-moderation (pending until audited, the default) or post-moderation. */
  commentModeration: z.enum(['pre', 'post']).default('pre'),
});
export type ProjectFeatures = z.infer<typeof projectFeatures>;

/** Project config of spec 2 section 3 (GET /api/base/project/config/domain). */
export const projectConfigView = z.object({
  project: z.string(),
  name: z.string(),
  orgCode: z.string(),
  domain: z.string().nullable(),
  indexPath: z.string().nullable(),
  defaultPath: z.string().nullable(),
  mobileInitConfigList: z.array(mobileInitConfig),
  modules: z.array(z.string()),
  chatConfig: z.object({ babyList: z.array(z.unknown()) }),
  theme: z.record(z.string(), z.string()),
  features: projectFeatures,
  wxgzId: z.string().nullable(),
  /** The project's server area, sent back as the Server-Area header (SERVER_AREAS or DEFAULT_SERVER_AREA). */
  serverArea: z.string(),
});
export type ProjectConfigView = z.infer<typeof projectConfigView>;

export const districtView = z.object({
  key: z.string(),
  name: z.string(),
  orgCode: z.string(),
  project: z.string(),
  areaCode: z.string(),
  version: z.enum(['mongo', 'informationInnovation']),
});

export interface OrgNode {
  id: number;
  code: string;
  name: string;
  kind: 'org' | 'department';
  children: OrgNode[];
}

/** GET /api/base/project/config/domain: by project key, by host name, or the request's project. */
export const projectConfigQuery = z.object({
  project: z.string().trim().min(1, '项目标识不能为空').max(64, '项目标识过长').optional(),
  domain: z.string().trim().min(1, '域名不能为空').max(253, '域名过长').optional(),
});

/** Keys of the configs table: letters, digits, dot, dash, underscore. */
export const configKeyParams = z.object({
  key: z
    .string()
    .min(1, '配置标识不能为空')
    .max(64, '配置标识过长')
    .regex(/^[A-Za-z0-9_.-]+$/, '配置标识格式有误'),
});

/** One entry of the board (workbench shortcuts) of GET /api/base/config/board/mine. */
export const boardEntry = z.object({ name: z.string(), icon: z.string(), url: z.string() });
export type BoardEntry = z.infer<typeof boardEntry>;
/** The 'board' config: entries per user type. */
export const boardConfig = z.object({
  customer: z.array(boardEntry).default([]),
  servicer: z.array(boardEntry).default([]),
});

export const configIdParams = z.object({
  id: z.coerce
    .number({ error: '编号格式有误' })
    .int('编号格式有误')
    .positive('编号格式有误')
    .max(2_147_483_647, '编号格式有误'),
});

/** Announcements (GET /api/base/config and /api/base/config/:id). */
export const announcementItem = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
});
export type AnnouncementItem = z.infer<typeof announcementItem>;
export const announcementDetail = announcementItem.extend({ content: z.string() });
export type AnnouncementDetail = z.infer<typeof announcementDetail>;

/** Page config of spec 2 section 3 (GET /api/base/html/config). */
export const pageConfigItem = z.object({
  id: z.number().int(),
  applicationId: z.number().int().nullable(),
  templateKey: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  iconSelected: z.string().nullable(),
  url: z.string().nullable(),
  param: z.unknown(),
  remark: z.string().nullable(),
  sort: z.number().int(),
  disabled: z.boolean(),
  componentList: z.array(z.unknown()),
});
export type PageConfigItem = z.infer<typeof pageConfigItem>;

const shortKey = (what: string) =>
  z
    .string({ error: `请提供${what}` })
    .trim()
    .min(1, `请提供${what}`)
    .max(64, `${what}过长`);

export const pageConfigQuery = z.object({ templateKey: shortKey('模板标识') });
export const pageDataQuery = z.object({ key: shortKey('数据标识') });

export const htmlApplicationView = z.object({
  id: z.number().int(),
  name: z.string(),
  remark: z.string().nullable(),
  pages: z.array(pageConfigItem),
});
export type HtmlApplicationView = z.infer<typeof htmlApplicationView>;

/** GET /api/base/org/tree: orgs (nested by parent) with their departments. */
export const orgNode: z.ZodType<OrgNode> = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['org', 'department']),
  get children() {
    return z.array(orgNode);
  },
});

/** The `data` of the config calls that answer lists or free-form values. */
export const districtList = z.array(districtView);
export const boardEntries = z.array(boardEntry);
export const announcementPage = page(announcementItem);
export const pageConfigList = z.array(pageConfigItem);
export const orgTree = z.array(orgNode);
/** A configured value (any JSON) of /api/config/:key and /api/base/html/data. */
export const configValue = z.unknown();

/** Static area data (GET /static/area.json and /static/city.json): GB/T 2260 codes as value. */
export interface AreaNode {
  label: string;
  value: string;
  children?: AreaNode[];
}
