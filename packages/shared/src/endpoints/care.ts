import type { careDataContract, careOrdersContract } from '../contracts/care.ts';
import { endpointsOf } from './endpoint.ts';

/** Patient data: lookup, multivariate flags, medication, check orders and curves, signs, path. */
export const careData = endpointsOf<typeof careDataContract>({
  findLocalPatient: 'POST /api/patient/find/local/patient',
  multivariate: 'POST /api/multivariate/data/related/show',
  medicineList: 'GET /api/patient/medicine/record',
  medicineAdd: 'POST /api/patient/medicine/record',
  checkOrderAdd: 'POST /api/patient/check/inspection/order',
  checkOrderList: 'GET /api/patient/check/inspection/order',
  checkCurve: 'GET /api/patient/check/inspection/curve',
  physicalSignList: 'GET /api/patient/physical/sign/list',
  physicalSignSave: 'POST /api/patient/physical/sign/save',
  healthPath: 'GET /api/patient/health/manage/path',
});

/** Accompany orders, home sickbeds and their home visits, services and comments, family-doctor pre-sign. */
export const careOrders = endpointsOf<typeof careOrdersContract>({
  accompanyCreate: 'POST /api/patient/accompany/order',
  accompanyList: 'GET /api/patient/accompany/order',
  accompanyDetail: 'GET /api/patient/accompany/order/:id',
  accompanyReceive: 'PUT /api/patient/accompany/order/receive/:id',
  accompanyState: 'PUT /api/patient/accompany/order/state/:id',
  accompanyPhotos: 'POST /api/patient/accompany/order/schedule/photo/:id',
  sickbedApply: 'POST /api/patient/sickbed',
  sickbedList: 'GET /api/patient/sickbed',
  sickbedOfPatient: 'GET /api/patient/sickbed/patient/:patientId',
  sickbedDetail: 'GET /api/patient/sickbed/:id',
  sickbedUpdate: 'PUT /api/patient/sickbed/:id',
  sickbedWithdraw: 'DELETE /api/patient/sickbed/:id',
  sickbedState: 'PUT /api/patient/sickbed/state/:id',
  homeVisitSave: 'POST /api/patient/home/visit',
  homeVisitList: 'GET /api/patient/home/visit',
  homeVisitDetail: 'GET /api/patient/home/visit/:id',
  serviceList: 'GET /api/patient/service/manage',
  serviceCommentAdd: 'POST /api/patient/service/comment',
  serviceComment: 'GET /api/patient/service/comment',
  preSignApply: 'POST /api/patient/pre/sign',
  preSignList: 'GET /api/patient/pre/sign',
  preSignDetail: 'GET /api/patient/pre/sign/:id',
  preSignCancel: 'PUT /api/patient/pre/sign/cancel/:id',
});
