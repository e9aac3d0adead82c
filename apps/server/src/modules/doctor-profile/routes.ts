import { doctorQrView, envelope } from '@kanghu/shared';
import { doctorProfileContract } from '@kanghu/shared/contracts';
import { doctorProfile } from '@kanghu/shared/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OpenCtx } from '../../core/context.ts';
import { rawRoute, routeTable } from '../../plugins/route.ts';
import * as auditService from './audit-service.ts';
import { departmentTree } from './department-tree.ts';
import * as profileService from './profile-service.ts';
import { lastScanOf, recordScan } from './scan-service.ts';

const tags = ['doctor'];

/** Our own address for QR links: PUBLIC_URL when configured, else the address this request came to. */
function origin(ctx: OpenCtx, request: FastifyRequest): string {
  return ctx.services.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** Doctor creation, QR card, sign-up and licence reviews, departments, QR scans (issue 5 section 1). */
export default async function doctorProfileRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(doctorProfile, doctorProfileContract, {
    create: {
      summary: '新增医生',
      description: 'Admins and staff: makes an active servicer account of the project a doctor.',
      access: 'manager',
      handle: (ctx, { body }) => profileService.createDoctor(ctx, body),
    },
  });

  // The envelope like every call, but the QR link needs the address the request came to.
  rawRoute(
    app,
    doctorProfile.qrcode,
    {
      access: 'user',
      schemas: doctorProfileContract.qrcode,
      response: { 200: envelope(doctorQrView) },
      tags,
      summary: '医生二维码名片',
    },
    async (ctx, { params }, reply) => ({
      success: true,
      data: await profileService.doctorQr(ctx, origin(ctx, reply.request), params.doctorId),
    }),
  );

  serve(doctorProfile, doctorProfileContract, {
    submitLicense: {
      summary: '提交执业证书审核',
      access: 'servicer',
      handle: (ctx, { body }) => auditService.submitLicense(ctx, body),
    },
    licenseOfUser: {
      summary: '医生执业证书审核状态',
      access: 'servicer',
      handle: (ctx, { params }) => auditService.licenseOfUser(ctx, params.id),
    },
    reviewLicense: {
      summary: '审核执业证书',
      access: 'manager',
      handle: (ctx, { params, body }) => auditService.reviewLicenseById(ctx, params.id, body),
    },
    departmentTree: { summary: '项目机构科室树', handle: (ctx) => departmentTree(ctx) },
    library: {
      summary: '医生所在科室',
      handle: (ctx, { params }) => profileService.libraryOfDoctor(ctx, params.id),
    },
    setLibrary: {
      summary: '设置医生科室',
      description: 'The doctor themself, or admins and staff.',
      handle: (ctx, { params, body }) => profileService.setLibrary(ctx, params.id, body.departmentIds),
    },
    submitSignUp: {
      summary: '医生签约入驻',
      description: 'Bank card and ID number are masked in the answer.',
      access: 'servicer',
      handle: (ctx, { body }) => auditService.submitSignUp(ctx, body),
    },
    signUpOfDoctor: {
      summary: '医生签约信息',
      access: 'servicer',
      handle: (ctx, { params }) => auditService.signUpOfDoctor(ctx, params.doctorId),
    },
    reviewSignUp: {
      summary: '审核医生签约',
      access: 'manager',
      handle: (ctx, { params, body }) => auditService.reviewSignUpById(ctx, params.id, body),
    },
    recordScan: {
      summary: '记录扫码',
      description: 'Called by the doctor page opened from a QR card (from=qrcode); customers only.',
      handle: (ctx, { body }) => recordScan(ctx, body),
    },
    lastScan: {
      summary: '用户最近一次扫码记录',
      handle: (ctx, { params, query }) => lastScanOf(ctx, params.userId, query.appId),
    },
  });
}
