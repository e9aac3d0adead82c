/**
 * The audit trail of patient-record access (issue 10 section 2; PIPL art. 28, MLPS 2.0 level 3
 * "security audit", modelled on FHIR AuditEvent as Medplum records it): who, what, which action,
 * when, from where, and the outcome. Shared by the server that writes it and the screens that
 * show it.
 */

/** AuditEvent.action of FHIR (C R U D E) refined: read one record, search a list, export, sign-in. */
export const AUDIT_ACTIONS = ['read', 'search', 'create', 'update', 'delete', 'export', 'login'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  read: '查看',
  search: '查询',
  create: '新增',
  update: '修改',
  delete: '删除',
  export: '导出',
  login: '登录',
};

/** The outcome of the call, from its HTTP status. */
export const AUDIT_OUTCOMES = ['success', 'denied', 'not_found', 'invalid', 'error'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const AUDIT_OUTCOME_LABELS: Record<AuditOutcome, string> = {
  success: '成功',
  denied: '拒绝访问',
  not_found: '未找到',
  invalid: '请求有误',
  error: '系统错误',
};

/**
 * Retention of the trail: MLPS 2.0 level 3 (GB/T 22239-2019 8.1.4.3 with the Cybersecurity Law
 * art. 21) asks for at least six months of logs. The default keeps exactly that; a configured
 * value below the minimum is refused at start-up.
 */
export const AUDIT_RETENTION_MIN_DAYS = 180;
export const AUDIT_RETENTION_DEFAULT_DAYS = 180;

/** Page size of the trail screens. */
export const AUDIT_PAGE_SIZE = 20;

/**
 * API paths that carry a patient's personal or health data. Every call of a route under one of
 * these prefixes writes an audit row whatever the handler does; calls elsewhere write one when the
 * service opened a patient through core/access.ts. New patient areas go here.
 */
export const PATIENT_DATA_PATH_PREFIXES = [
  '/api/patient',
  '/api/health',
  '/api/follow',
  '/api/timeline',
  '/api/yzh/follow',
  '/api/hzehr/follow',
  '/api/nx/follow',
  '/api/xz/follow',
  '/api/ls/follow',
  '/api/yc/follow',
  '/api/jj/follow',
  '/api/referral',
  '/api/research',
  '/api/sickbed',
  '/api/task',
  '/api/question',
  '/api/questionnaire',
  '/api/doctor/inquiry',
  '/api/message/ask',
  '/api/message/push/patient',
  '/api/iot/patient',
  '/api/iot/ble',
  '/api/iot/nb',
  '/api/iot/hut/client/health',
  '/api/iot/family/doctor',
  '/api/third/patient',
  '/api/user/findUser/idcard',
  '/api/multivariate/data',
  '/iotapi/mobile/collect',
] as const;

export function isPatientDataPath(path: string): boolean {
  return PATIENT_DATA_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The action of a call from its method and whether it names one object (`:id` style param). */
export function auditActionOf(method: string, namesOne: boolean): AuditAction {
  switch (method.toUpperCase()) {
    case 'POST':
      return 'create';
    case 'PUT':
    case 'PATCH':
      return 'update';
    case 'DELETE':
      return 'delete';
    default:
      return namesOne ? 'read' : 'search';
  }
}

export function auditOutcomeOf(status: number): AuditOutcome {
  if (status < 400) return 'success';
  if (status === 401 || status === 403) return 'denied';
  if (status === 404) return 'not_found';
  if (status < 500) return 'invalid';
  return 'error';
}

/**
 * Query parameters kept in the trail: names always, values only of those that hold no personal
 * data (ids, paging, types, dates). A search for a name or a phone number keeps "name" and "tel"
 * but not what was typed.
 */
const NON_PERSONAL_QUERY =
  /^(page|pageNo|pageNum|pageSize|size|type|kind|state|status|start\w*|end\w*|\w*Id|\w*Ids|id|ids|range|month|date|cursor|limit)$/;

export function auditQueryOf(query: unknown): Record<string, string> | null {
  if (!query || typeof query !== 'object') return null;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (key.length > 40) continue;
    out[key] = NON_PERSONAL_QUERY.test(key) ? String(value).slice(0, 40) : '*';
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** The device type of the caller (Device-Type header of spec 2 section 7, else the user agent). */
export function auditDeviceOf(deviceType: string | null, userAgent: string | undefined): string {
  if (deviceType) return deviceType.slice(0, 20);
  const ua = userAgent ?? '';
  if (/MicroMessenger/i.test(ua)) return 'wechat';
  if (/Android/i.test(ua)) return 'android';
  if (/iPhone|iPad|iOS/i.test(ua)) return 'ios';
  if (/Mozilla/i.test(ua)) return 'web';
  return 'other';
}

/** How the trail names the actor's role (users.role). */
export const AUDIT_ROLE_LABELS: Record<string, string> = {
  patient: '患者或家属',
  learner: '学员',
  doctor: '医生',
  assistant: '医生助理',
  staff: '工作人员',
  admin: '管理员',
};
