import { auth } from '@kanghu/shared/endpoints';
import { INDEX_PATH } from '../../app/guard.ts';
import { CHMSC_PATHS, JIAYI_PATHS, SJTU_PATHS } from '../../app/paths.ts';
import { EDUCATION_HOME_PATH, LOGIN_PATHS } from './landing.ts';
import type { DoctorLoginEndpoint } from './queries.ts';

/** Phone sign-in pages (password or SMS code): one screen, configured per route. */
export interface PhoneLoginVariant {
  title: (projectName: string) => string;
  subtitle: string;
  registerPath: string | null;
  forgetPath: string | null;
  doctorLoginPath: string | null;
  /** Landing of a customer (servicers always go to their workbench). */
  customerLanding: string;
  /** The privacy text the sign-in links to, when the variant has its own. */
  privacyPath?: string;
}

export const PHONE_LOGIN_VARIANTS = {
  patient: {
    title: (name) => name,
    subtitle: '欢迎登录，守护您和家人的健康',
    registerPath: LOGIN_PATHS.register,
    forgetPath: LOGIN_PATHS.forget,
    doctorLoginPath: LOGIN_PATHS.doctor,
    customerLanding: INDEX_PATH,
  },
  general: {
    title: (name) => name,
    subtitle: '使用手机号登录，居民、医生账号通用',
    registerPath: LOGIN_PATHS.register,
    forgetPath: LOGIN_PATHS.forget,
    doctorLoginPath: LOGIN_PATHS.doctor,
    customerLanding: INDEX_PATH,
  },
  familyBed: {
    title: (name) => `${name} · 家庭病床`,
    subtitle: '家庭病床居民及家属登录',
    registerPath: LOGIN_PATHS.register,
    forgetPath: LOGIN_PATHS.forget,
    doctorLoginPath: LOGIN_PATHS.doctor,
    customerLanding: INDEX_PATH,
  },
  education: {
    title: (name) => `${name} · 健康学堂`,
    subtitle: '学员登录，学习课程、参与考试',
    registerPath: LOGIN_PATHS.educationRegister,
    forgetPath: LOGIN_PATHS.educationForget,
    doctorLoginPath: null,
    customerLanding: EDUCATION_HOME_PATH,
  },
  sjtu: {
    title: () => '健康状况与生活方式研究',
    subtitle: '研究参与者请使用手机号登录',
    registerPath: LOGIN_PATHS.register,
    forgetPath: LOGIN_PATHS.forget,
    doctorLoginPath: null,
    customerLanding: SJTU_PATHS.index,
    privacyPath: SJTU_PATHS.privacy,
  },
} satisfies Record<string, PhoneLoginVariant>;

export type PhoneLoginVariantKey = keyof typeof PHONE_LOGIN_VARIANTS;

/** Work-account sign-in pages (username, password, org code). */
export interface DoctorLoginVariant {
  title: (projectName: string) => string;
  subtitle: string;
  endpoint: DoctorLoginEndpoint;
  landing: string;
}

export const DOCTOR_LOGIN_VARIANTS = {
  doctor: {
    title: (name) => `${name} · 医生端`,
    subtitle: '医生、助理请使用工作账号登录',
    endpoint: auth.doctorLogin,
    landing: '/health/doctor/index',
  },
  yzh: {
    title: (name) => `${name} · AI随访平台`,
    subtitle: 'AI随访平台医生、助理登录',
    endpoint: auth.aiDoctorLogin,
    landing: JIAYI_PATHS.doctorShell,
  },
  chmsc: {
    title: (name) => `${name} · 样本管理`,
    subtitle: '采样人员请使用工作账号登录',
    endpoint: auth.doctorLogin,
    landing: CHMSC_PATHS.doctorShell,
  },
} satisfies Record<string, DoctorLoginVariant>;

export type DoctorLoginVariantKey = keyof typeof DOCTOR_LOGIN_VARIANTS;

/** Register and forget-password pages: where the user goes next. */
export interface AccountFlowVariant {
  loginPath: string;
  customerLanding: string;
  protocolPath: string;
}

export const ACCOUNT_FLOW_VARIANTS = {
  health: {
    loginPath: LOGIN_PATHS.patient,
    customerLanding: INDEX_PATH,
    protocolPath: '/health/user/protocol',
  },
  education: {
    loginPath: LOGIN_PATHS.educationLogin,
    customerLanding: EDUCATION_HOME_PATH,
    protocolPath: '/health/user/protocol',
  },
} satisfies Record<string, AccountFlowVariant>;

export type AccountFlowVariantKey = keyof typeof ACCOUNT_FLOW_VARIANTS;
