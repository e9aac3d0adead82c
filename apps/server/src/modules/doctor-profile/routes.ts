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
import { rawRoute, route } from '../../plugins/route.ts';
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
  route(
    app,
    doctorProfile.create,
    {
      access: 'manager',
      schemas: { body: createDoctorBody, response: doctorProfileView },
      tags,
      summary: '新增医生',
      description: 'Admins and staff: makes an active servicer account of the project a doctor.',
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

  route(
    app,
    doctorProfile.submitLicense,
    {
      access: 'servicer',
      schemas: { body: licenseAuditBody, response: licenseAuditView },
      tags,
      summary: '提交执业证书审核',
    },
    (ctx, { body }) => submitLicense(ctx, body),
  );
  route(
    app,
    doctorProfile.licenseOfUser,
    {
      access: 'servicer',
      schemas: { params: idParam, response: licenseAuditOrNull },
      tags,
      summary: '医生执业证书审核状态',
    },
    (ctx, { params }) => licenseOfUser(ctx, params.id),
  );
  route(
    app,
    doctorProfile.reviewLicense,
    {
      access: 'manager',
      schemas: { params: idParam, body: auditReviewBody, response: licenseAuditView },
      tags,
      summary: '审核执业证书',
    },
    (ctx, { params, body }) => reviewLicenseById(ctx, params.id, body),
  );

  route(
    app,
    doctorProfile.departmentTree,
    { access: 'user', schemas: { response: departmentTreeList }, tags, summary: '项目机构科室树' },
    (ctx) => departmentTree(ctx),
  );
  route(
    app,
    doctorProfile.library,
    {
      access: 'user',
      schemas: { params: idParam, response: departmentLibraryList },
      tags,
      summary: '医生所在科室',
    },
    (ctx, { params }) => libraryOfDoctor(ctx, params.id),
  );
  route(
    app,
    doctorProfile.setLibrary,
    {
      access: 'user',
      schemas: { params: idParam, body: departmentLibraryBody, response: departmentLibraryList },
      tags,
      summary: '设置医生科室',
      description: 'The doctor themself, or admins and staff.',
    },
    (ctx, { params, body }) => setLibrary(ctx, params.id, body.departmentIds),
  );

  route(
    app,
    doctorProfile.submitSignUp,
    {
      access: 'servicer',
      schemas: { body: signUpBody, response: signUpView },
      tags,
      summary: '医生签约入驻',
      description: 'Bank card and ID number are masked in the answer.',
    },
    (ctx, { body }) => submitSignUp(ctx, body),
  );
  route(
    app,
    doctorProfile.signUpOfDoctor,
    {
      access: 'servicer',
      schemas: { params: doctorIdParams, response: signUpOrNull },
      tags,
      summary: '医生签约信息',
    },
    (ctx, { params }) => signUpOfDoctor(ctx, params.doctorId),
  );
  route(
    app,
    doctorProfile.reviewSignUp,
    {
      access: 'manager',
      schemas: { params: idParam, body: auditReviewBody, response: signUpView },
      tags,
      summary: '审核医生签约',
    },
    (ctx, { params, body }) => reviewSignUpById(ctx, params.id, body),
  );

  route(
    app,
    doctorProfile.recordScan,
    {
      access: 'user',
      schemas: { body: scanRecordBody, response: scanRecordView },
      tags,
      summary: '记录扫码',
      description: 'Called by the doctor page opened from a QR card (from=qrcode); customers only.',
    },
    (ctx, { body }) => recordScan(ctx, body),
  );
  route(
    app,
    doctorProfile.lastScan,
    {
      access: 'user',
      schemas: { params: scanUserParams, query: scanLastQuery, response: scanRecordOrNull },
      tags,
      summary: '用户最近一次扫码记录',
    },
    (ctx, { params, query }) => lastScanOf(ctx, params.userId, query.appId),
  );
}
