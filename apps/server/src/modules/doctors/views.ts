import type { DoctorProfileView, InquiryFunctionView, ScheduleView } from '@kanghu/shared';
import { pick } from '../../lib/pick.ts';
import type { DoctorWithProfile, FunctionRow, schedulesOn } from './repo.ts';

export function doctorView(row: DoctorWithProfile): DoctorProfileView {
  const d = row.doctor;
  return {
    ...pick(d, ['id', 'userId', 'name', 'title', 'intro']),
    goodAt: row.goodAt,
    photo: row.photo,
    isShow: row.isShow,
    ...pick(d, ['orgId', 'departmentId', 'isAssistant']),
  };
}

export function functionView(f: FunctionRow): InquiryFunctionView {
  return {
    id: f.id,
    doctorId: f.doctorId,
    inquiryType: f.inquiryType,
    isFree: f.isFree,
    isOnlySecond: f.isOnlySecond,
    isOpen: f.isOpen,
    numPerDay: f.numPerDay,
    price: f.price,
    segmentList: f.segmentList.filter((s): s is string => typeof s === 'string'),
  };
}

export function scheduleView(r: Awaited<ReturnType<typeof schedulesOn>>[number]): ScheduleView {
  return {
    id: r.id,
    doctorId: r.doctorId,
    date: r.date,
    segment: r.segment,
    kind: r.kind,
    slots: r.slots,
    booked: r.booked,
    price: r.price,
  };
}
