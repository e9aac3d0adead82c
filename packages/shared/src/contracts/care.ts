import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Accompany orders, home sickbeds and their home visits, services and comments, family-doctor pre-sign. */
export const careOrdersContract = {
  accompanyCreate: { body: s.accompanyOrderBody, response: s.accompanyOrderView },
  accompanyList: { query: s.accompanyOrderQuery, response: s.accompanyOrderPage },
  accompanyDetail: { params: s.idParam, response: s.accompanyOrderView },
  accompanyReceive: { params: s.idParam, response: s.accompanyOrderView },
  accompanyState: { params: s.idParam, body: s.accompanyStateBody, response: s.accompanyOrderView },
  accompanyPhotos: { params: s.idParam, body: s.schedulePhotoBody, response: s.accompanyOrderView },
  sickbedApply: { body: s.sickbedBody, response: s.sickbedView },
  sickbedList: { query: s.sickbedQuery, response: s.sickbedPage },
  sickbedOfPatient: { params: s.patientIdQuery, response: s.sickbedPage },
  sickbedDetail: { params: s.idParam, response: s.sickbedView },
  sickbedUpdate: { params: s.idParam, body: s.sickbedBody, response: s.sickbedView },
  sickbedWithdraw: { params: s.idParam, response: s.sickbedView },
  sickbedState: { params: s.idParam, body: s.sickbedStateBody, response: s.sickbedView },
  homeVisitSave: { body: s.homeVisitBody, response: s.homeVisitView },
  homeVisitList: { query: s.homeVisitQuery, response: s.homeVisitPage },
  homeVisitDetail: { params: s.idParam, response: s.homeVisitView },
  serviceList: { query: s.serviceManageQuery, response: s.serviceItemPage },
  serviceCommentAdd: { body: s.serviceCommentBody, response: s.serviceCommentView },
  serviceComment: { query: s.serviceCommentQuery, response: s.serviceCommentResult },
  preSignApply: { body: s.preSignBody, response: s.preSignView },
  preSignList: { query: s.patientIdQuery, response: s.preSignList },
  preSignDetail: { params: s.idParam, response: s.preSignView },
  preSignCancel: { params: s.idParam, response: s.preSignView },
} satisfies Contract;

/** Patient data: lookup, multivariate flags, medication, check orders and curves, signs, path. */
export const careDataContract = {
  findLocalPatient: { body: s.findLocalPatientBody, response: s.findLocalPatientView },
  multivariate: { query: s.patientIdQuery, response: s.multivariateView },
  medicineList: { query: s.medicineRecordQuery, response: s.medicineRecordPage },
  medicineAdd: { body: s.medicineRecordBody, response: s.medicineRecordView },
  checkOrderAdd: { body: s.checkOrderBody, response: s.checkOrderView },
  checkOrderList: { query: s.checkOrderQuery, response: s.checkOrderPage },
  checkCurve: { query: s.checkCurveQuery, response: s.checkCurveView },
  physicalSignList: { query: s.physicalSignQuery, response: s.physicalSignPage },
  physicalSignSave: { body: s.physicalSignBody, response: s.physicalSignView },
  healthPath: { query: s.patientIdQuery, response: s.healthPathView },
} satisfies Contract;
