import { z } from 'zod';

export const mobileInitConfig = z.object({ name: z.string(), indexPath: z.string() });
export const projectFeatures = z.object({
  aiHealthBank: z.boolean().default(false),
  localInfo: z.boolean().default(false),
  wenzhouCluster: z.boolean().default(false),
  maskName: z.boolean().default(false),
  patientPortClosed: z.boolean().default(false),
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
