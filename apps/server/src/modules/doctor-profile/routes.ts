import {
  auditReviewBody,
  createDoctorBody,
  departmentLibraryBody,
  departmentLibraryEntry,
  departmentTreeNode,
  doctorProfileView,
  doctorQrView,
  envelope,
  idParam,
  licenseAuditBody,
  licenseAuditView,
  rowIdField,
  scanLastQuery,
  scanRecordBody,
  scanRecordView,
  signUpBody,
  signUpView,
} from '@kanghu/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
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
const library = { 200: envelope(z.array(departmentLibraryEntry)) };

/** Our own address for QR links: PUBLIC_URL when configured, else the address this request came to. */
function origin(services: Services, request: FastifyRequest): string {
  return services.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** Doctor creation, QR card, sign-up and licence reviews, departments, QR scans (issue 5 section 1). */
export default async function doctorProfileRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/doctor',
    {
      schema: {
        body: createDoctorBody,
        response: { 200: envelope(doctorProfileView) },
        tags,
        summary: '新增医生',
        description: 'Admins and staff: makes an active servicer account of the project a doctor.',
      },
    },
    async (request) => ({
      success: true,
      data: await createDoctor(services, requireSession(request), request.body),
    }),
  );

  r.get(
    '/api/doctor/qrcode/:doctorId',
    {
      schema: {
        params: z.object({ doctorId: rowIdField }),
        response: { 200: envelope(doctorQrView) },
        tags,
        summary: '医生二维码名片',
      },
    },
    async (request) => ({
      success: true,
      data: await doctorQr(
        services,
        requireSession(request),
        request.tenant.project,
        origin(services, request),
        request.params.doctorId,
      ),
    }),
  );

  r.post(
    '/api/doctor/license/audit',
    {
      schema: {
        body: licenseAuditBody,
        response: { 200: envelope(licenseAuditView) },
        tags,
        summary: '提交执业证书审核',
      },
    },
    async (request) => ({
      success: true,
      data: await submitLicense(services, requireSession(request), request.tenant.project.key, request.body),
    }),
  );
  r.get(
    '/api/doctor/license/audit/user/:id',
    {
      schema: {
        params: idParam,
        response: { 200: envelope(licenseAuditView.nullable()) },
        tags,
        summary: '医生执业证书审核状态',
      },
    },
    async (request) => ({
      success: true,
      data: await licenseOfUser(services, requireSession(request), request.params.id),
    }),
  );
  r.put(
    '/api/doctor/license/audit/:id/review',
    {
      schema: {
        params: idParam,
        body: auditReviewBody,
        response: { 200: envelope(licenseAuditView) },
        tags,
        summary: '审核执业证书',
      },
    },
    async (request) => ({
      success: true,
      data: await reviewLicenseById(services, requireSession(request), request.params.id, request.body),
    }),
  );

  r.get(
    '/api/doctor/department/custom/summary/project/tree/list',
    {
      schema: {
        response: { 200: envelope(z.array(departmentTreeNode)) },
        tags,
        summary: '项目机构科室树',
      },
    },
    async (request) => ({ success: true, data: await departmentTree(services, requireSession(request)) }),
  );
  r.get(
    '/api/doctor/department/library/doctor/:id',
    { schema: { params: idParam, response: library, tags, summary: '医生所在科室' } },
    async (request) => ({
      success: true,
      data: await libraryOfDoctor(services, requireSession(request), request.params.id),
    }),
  );
  r.put(
    '/api/doctor/department/library/doctor/:id',
    {
      schema: {
        params: idParam,
        body: departmentLibraryBody,
        response: library,
        tags,
        summary: '设置医生科室',
      },
    },
    async (request) => ({
      success: true,
      data: await setLibrary(
        services,
        requireSession(request),
        request.params.id,
        request.body.departmentIds,
      ),
    }),
  );

  r.post(
    '/api/doctor/sign/up',
    {
      schema: {
        body: signUpBody,
        response: { 200: envelope(signUpView) },
        tags,
        summary: '医生签约入驻',
        description: 'Bank card and ID number are masked in the answer.',
      },
    },
    async (request) => ({
      success: true,
      data: await submitSignUp(services, requireSession(request), request.tenant.project.key, request.body),
    }),
  );
  r.get(
    '/api/doctor/sign/up/doctor/:doctorId',
    {
      schema: {
        params: z.object({ doctorId: rowIdField }),
        response: { 200: envelope(signUpView.nullable()) },
        tags,
        summary: '医生签约信息',
      },
    },
    async (request) => ({
      success: true,
      data: await signUpOfDoctor(services, requireSession(request), request.params.doctorId),
    }),
  );
  r.put(
    '/api/doctor/sign/up/:id/review',
    {
      schema: {
        params: idParam,
        body: auditReviewBody,
        response: { 200: envelope(signUpView) },
        tags,
        summary: '审核医生签约',
      },
    },
    async (request) => ({
      success: true,
      data: await reviewSignUpById(services, requireSession(request), request.params.id, request.body),
    }),
  );

  r.post(
    '/api/doctor/wx/user/scan/record',
    {
      schema: {
        body: scanRecordBody,
        response: { 200: envelope(scanRecordView) },
        tags,
        summary: '记录扫码',
        description: 'Called by the doctor page opened from a QR card (from=qrcode).',
      },
    },
    async (request) => ({
      success: true,
      data: await recordScan(services, requireSession(request), request.body),
    }),
  );
  r.get(
    '/api/doctor/wx/user/scan/last/record/:userId',
    {
      schema: {
        params: z.object({ userId: rowIdField }),
        querystring: scanLastQuery,
        response: { 200: envelope(scanRecordView.nullable()) },
        tags,
        summary: '用户最近一次扫码记录',
      },
    },
    async (request) => ({
      success: true,
      data: await lastScanOf(services, requireSession(request), request.params.userId, request.query.appId),
    }),
  );
}
