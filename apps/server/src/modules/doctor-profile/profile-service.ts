import {
  type CreateDoctorBody,
  type DepartmentLibraryEntry,
  DOCTOR_QR_CODE,
  DOCTOR_QR_SCAN_FLAG,
  DOCTOR_QR_TARGET_PATH,
  type DoctorQrView,
} from '@kanghu/shared';
import QRCode from 'qrcode';
import type { Ctx } from '../../core/context.ts';
import type { ProjectRecord } from '../../core/projects.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { doctorWithProfile, upsertProfile } from '../doctors/repo.ts';
import { doctorView } from '../doctors/views.ts';
import { assertOwnOrManaged, loadDoctor } from './access.ts';
import {
  departmentById,
  departmentsIn,
  departmentWithOrg,
  doctorByUser,
  insertDoctor,
  libraryOf,
  orgById,
  replaceLibrary,
  userById,
} from './repo.ts';

/** POST /api/doctor: admins and staff make an active servicer account of the project a doctor. */
export async function createDoctor(ctx: Ctx, body: CreateDoctorBody) {
  const created = await ctx.inTenant(async (tx) => {
    const user = await userById(tx, body.userId);
    if (user?.status !== 'active') throw badRequest('用户不存在');
    if (user.userType !== 'servicer') throw badRequest('只有医护账号可以设为医生');
    if (await doctorByUser(tx, user.id)) throw conflict('该用户已是医生');
    const orgId = body.orgId ?? user.orgId ?? null;
    if (orgId !== null && !(await orgById(tx, orgId))) throw badRequest('机构不存在');
    if (body.departmentId !== undefined) {
      const department = await departmentById(tx, body.departmentId);
      if (!department || department.orgId !== orgId) throw badRequest('科室不存在或不属于该机构');
    }
    const row = await insertDoctor(tx, {
      projectId: ctx.projectId,
      userId: user.id,
      orgId,
      departmentId: body.departmentId ?? null,
      name: body.name,
      title: body.title || null,
      intro: body.intro || null,
      isAssistant: body.isAssistant,
    });
    if (!row) throw conflict('该用户已是医生');
    if (body.goodAt) await upsertProfile(tx, ctx.projectId, row.id, { goodAt: body.goodAt });
    const full = await doctorWithProfile(tx, row.id);
    if (!full) throw notFound();
    return doctorView(full);
  });
  await ctx.services.sessionInfo.invalidate(ctx.projectId, body.userId);
  return created;
}

/**
 * The address a doctor's QR encodes: the patient's doctor page of this web app, with the project,
 * the scan flag (the page records the scan) and the project's official-account appid.
 */
export function doctorQrUrl(origin: string, project: ProjectRecord, doctorId: number): string {
  const url = new URL(DOCTOR_QR_TARGET_PATH, origin);
  url.searchParams.set('doctorId', String(doctorId));
  url.searchParams.set('project', project.key);
  url.searchParams.set('from', DOCTOR_QR_SCAN_FLAG);
  if (project.settings.wxgzId) url.searchParams.set('appId', project.settings.wxgzId);
  return url.toString();
}

/** A PNG data URL exactly DOCTOR_QR_CODE.size pixels square, black on white. */
export function qrPng(text: string): Promise<string> {
  return QRCode.toDataURL(text, {
    errorCorrectionLevel: 'M',
    margin: DOCTOR_QR_CODE.margin,
    // The library floors modules x (width / modules); half a pixel more always floors to the size.
    width: DOCTOR_QR_CODE.size + 0.5,
    color: { dark: `${DOCTOR_QR_CODE.foreground}ff`, light: `${DOCTOR_QR_CODE.background}ff` },
  });
}

/** GET /api/doctor/qrcode/:doctorId: any signed-in user of the project (the card is for sharing). */
export async function doctorQr(ctx: Ctx, origin: string, doctorId: number): Promise<DoctorQrView> {
  const info = await ctx.inTenant(async (tx) => {
    const row = await doctorWithProfile(tx, doctorId);
    if (!row) throw notFound('医生不存在');
    const org = row.doctor.orgId ? await orgById(tx, row.doctor.orgId) : null;
    const department = row.doctor.departmentId ? await departmentById(tx, row.doctor.departmentId) : null;
    return { row, orgName: org?.name ?? null, departmentName: department?.name ?? null };
  });
  const url = doctorQrUrl(origin, ctx.project, doctorId);
  return {
    doctorId,
    name: info.row.doctor.name,
    title: info.row.doctor.title,
    photo: info.row.photo,
    orgName: info.orgName,
    departmentName: info.departmentName,
    url,
    qrcode: await qrPng(url),
    size: DOCTOR_QR_CODE.size,
  };
}

/** GET /api/doctor/department/library/doctor/:id: primary department first, then library entries. */
export async function libraryOfDoctor(ctx: Ctx, doctorId: number): Promise<DepartmentLibraryEntry[]> {
  return ctx.inTenant(async (tx) => {
    const doctor = await loadDoctor(tx, doctorId);
    const entries: DepartmentLibraryEntry[] = [];
    if (doctor.departmentId) {
      const primary = await departmentWithOrg(tx, doctor.departmentId);
      if (primary) entries.push({ ...primary, isPrimary: true });
    }
    for (const e of await libraryOf(tx, doctor.id))
      if (e.departmentId !== doctor.departmentId) entries.push({ ...e, isPrimary: false });
    return entries;
  });
}

/** PUT /api/doctor/department/library/doctor/:id: the doctor or an admin; departments of the doctor's org. */
export async function setLibrary(ctx: Ctx, doctorId: number, departmentIds: number[]) {
  await ctx.inTenant(async (tx) => {
    const doctor = await loadDoctor(tx, doctorId);
    assertOwnOrManaged(ctx.session, doctor);
    const found = await departmentsIn(tx, departmentIds);
    if (found.length !== departmentIds.length || found.some((d) => d.orgId !== doctor.orgId))
      throw badRequest('科室不存在或不属于该医生的机构');
    await replaceLibrary(tx, ctx.projectId, doctor.id, departmentIds);
  });
  return libraryOfDoctor(ctx, doctorId);
}
