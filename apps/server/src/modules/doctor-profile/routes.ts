import {
  auditReviewBody,
  createDoctorBody,
  departmentLibraryBody,
  departmentLibraryList,
  departmentTreeList,
  doctorIdParams,
  doctorProfileView,
  doctorQrView,
  envelope,
  idParam,
  licenseAuditBody,
  licenseAuditOrNull,
  licenseAuditView,
  scanLastQuery,
  scanRecordBody,
  scanRecordOrNull,
  scanRecordView,
  scanUserParams,
  signUpBody,
  signUpOrNull,
  signUpView,
} from '@kanghu/shared';
import { doctorProfile } from '@kanghu/shared/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OpenCtx } from '../../core/context.ts';
import { rawRoute, routes } from '../../plugins/route.ts';
import {
  licenseOfUser,
  reviewLicenseById,
  reviewSignUpById,
  signUpOfDoctor,
  submitLicense,
  submitSignUp,
} from './audit-service.ts';
import { departmentTree } from './department-tree.ts';
import { createDoctor, doctorQr, libraryOfDoctor, setLibrary } from './profile-service.ts';
import { lastScanOf, recordScan } from './scan-service.ts';

const tags = ['doctor'];

/** Our own address for QR links: PUBLIC_URL when configured, else the address this request came to. */
function origin(ctx: OpenCtx, request: FastifyRequest): string {
  return ctx.services.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** Doctor creation, QR card, sign-up and licence reviews, departments, QR scans (issue 5 section 1). */
export default async function doctorProfileRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'user', tags });
  add(
    doctorProfile.create,
    { body: createDoctorBody, response: doctorProfileView },
    {
      summary: '新增医生',
      description: 'Admins and staff: makes an active servicer account of the project a doctor.',
      access: 'manager',
    },
    (ctx, { body }) => createDoctor(ctx, body),
  );

  // The envelope like every call, but the QR link needs the address the request came to.
  rawRoute(
    app,
    doctorProfile.qrcode,
    {
      access: 'user',
      schemas: { params: doctorIdParams },
      response: { 200: envelope(doctorQrView) },
      tags,
      summary: '医生二维码名片',
    },
    async (ctx, { params }, reply) => ({
      success: true,
      data: await doctorQr(ctx, origin(ctx, reply.request), params.doctorId),
    }),
  );

  add(
    doctorProfile.submitLicense,
    { body: licenseAuditBody, response: licenseAuditView },
    { summary: '提交执业证书审核', access: 'servicer' },
    (ctx, { body }) => submitLicense(ctx, body),
  );
  add(
    doctorProfile.licenseOfUser,
    { params: idParam, response: licenseAuditOrNull },
    { summary: '医生执业证书审核状态', access: 'servicer' },
    (ctx, { params }) => licenseOfUser(ctx, params.id),
  );
  add(
    doctorProfile.reviewLicense,
    { params: idParam, body: auditReviewBody, response: licenseAuditView },
    { summary: '审核执业证书', access: 'manager' },
    (ctx, { params, body }) => reviewLicenseById(ctx, params.id, body),
  );

  add(doctorProfile.departmentTree, { response: departmentTreeList }, '项目机构科室树', (ctx) =>
    departmentTree(ctx),
  );
  add(
    doctorProfile.library,
    { params: idParam, response: departmentLibraryList },
    '医生所在科室',
    (ctx, { params }) => libraryOfDoctor(ctx, params.id),
  );
  add(
    doctorProfile.setLibrary,
    { params: idParam, body: departmentLibraryBody, response: departmentLibraryList },
    { summary: '设置医生科室', description: 'The doctor themself, or admins and staff.' },
    (ctx, { params, body }) => setLibrary(ctx, params.id, body.departmentIds),
  );

  add(
    doctorProfile.submitSignUp,
    { body: signUpBody, response: signUpView },
    {
      summary: '医生签约入驻',
      description: 'Bank card and ID number are masked in the answer.',
      access: 'servicer',
    },
    (ctx, { body }) => submitSignUp(ctx, body),
  );
  add(
    doctorProfile.signUpOfDoctor,
    { params: doctorIdParams, response: signUpOrNull },
    { summary: '医生签约信息', access: 'servicer' },
    (ctx, { params }) => signUpOfDoctor(ctx, params.doctorId),
  );
  add(
    doctorProfile.reviewSignUp,
    { params: idParam, body: auditReviewBody, response: signUpView },
    { summary: '审核医生签约', access: 'manager' },
    (ctx, { params, body }) => reviewSignUpById(ctx, params.id, body),
  );

  add(
    doctorProfile.recordScan,
    { body: scanRecordBody, response: scanRecordView },
    {
      summary: '记录扫码',
      description: 'Called by the doctor page opened from a QR card (from=qrcode); customers only.',
    },
    (ctx, { body }) => recordScan(ctx, body),
  );
  add(
    doctorProfile.lastScan,
    { params: scanUserParams, query: scanLastQuery, response: scanRecordOrNull },
    '用户最近一次扫码记录',
    (ctx, { params, query }) => lastScanOf(ctx, params.userId, query.appId),
  );
}
