import type { RouteObject } from 'react-router';
import { accRoutes } from './acc.tsx';
import { adultPatientRoutes } from './adult-patient.tsx';
import { aiRoutes } from './ai.tsx';
import { chmscRoutes } from './chmsc.tsx';
import { commonRoutes } from './common.tsx';
import { conferenceRoutes } from './conference.tsx';
import { educationRoutes } from './education.tsx';
import { entryRoutes, notFoundRoute } from './entry.tsx';
import { entryRootRoutes } from './entry-root.tsx';
import { healthDoctorRoutes } from './health-doctor.tsx';
import { healthPatientRoutes } from './health-patient.tsx';
import { linanRoutes } from './linan.tsx';
import { otherRoutes } from './other.tsx';
import { sjtuRoutes } from './sjtu.tsx';
import { accountRoutes } from './tasks-chat-accounts.tsx';
import { webconfigRoutes } from './webconfig.tsx';
import { xqtxElpbRoutes } from './xqtx-elpb.tsx';
import { xxphRoutes } from './xxph.tsx';
import { yingkangDoctorRoutes } from './yingkang-doctor.tsx';
import { yingkangLifetimeRoutes } from './yingkang-lifetime.tsx';
import { yingkangUserRoutes } from './yingkang-user.tsx';
import { yuhangRoutes } from './yuhang.tsx';
import { yzhJiayiRoutes } from './yzh-jiayi.tsx';
import { yzhPatientRoutes } from './yzh-patient.tsx';

/**
 * Every route table, by spec/routes.tsv family (column 2). The router composes them; the
 * coverage generator and its test read them. The 404 route is last: it matches anything.
 */
export const routeTables: Readonly<Record<string, RouteObject[]>> = {
  entry: [...entryRootRoutes, ...entryRoutes],
  'tasks-chat-accounts': accountRoutes,
  ai: aiRoutes,
  common: commonRoutes,
  yuhang: yuhangRoutes,
  linan: linanRoutes,
  sjtu: sjtuRoutes,
  education: educationRoutes,
  webconfig: webconfigRoutes,
  'health-patient': healthPatientRoutes,
  'health-doctor': healthDoctorRoutes,
  'yingkang-user': yingkangUserRoutes,
  'yingkang-doctor': yingkangDoctorRoutes,
  'yingkang-lifetime': yingkangLifetimeRoutes,
  'xqtx-elpb': xqtxElpbRoutes,
  'adult-patient': adultPatientRoutes,
  'yzh-jiayi': yzhJiayiRoutes,
  'yzh-patient': yzhPatientRoutes,
  acc: accRoutes,
  xxph: xxphRoutes,
  chmsc: chmscRoutes,
  other: otherRoutes,
  conference: conferenceRoutes,
};

/** Every screen route, table by table. */
export function allScreenRoutes(): RouteObject[] {
  return Object.values(routeTables).flat();
}

/** The tables as coverage.json lists them: with the 404 route (spec/routes.tsv `*`) in the entry family. */
export const coverageTables: Readonly<Record<string, RouteObject[]>> = {
  ...routeTables,
  entry: [...(routeTables.entry ?? []), notFoundRoute],
};

export { notFoundRoute };
