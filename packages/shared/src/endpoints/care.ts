import type {
  accompanyOrderBody,
  accompanyOrderPage,
  accompanyOrderQuery,
  accompanyOrderView,
  accompanyStateBody,
  checkCurveQuery,
  checkCurveView,
  checkOrderBody,
  checkOrderPage,
  checkOrderQuery,
  checkOrderView,
  findLocalPatientBody,
  findLocalPatientView,
  healthPathView,
  homeVisitBody,
  homeVisitPage,
  homeVisitQuery,
  homeVisitView,
  medicineRecordBody,
  medicineRecordPage,
  medicineRecordQuery,
  medicineRecordView,
  multivariateView,
  patientIdQuery,
  physicalSignBody,
  physicalSignPage,
  physicalSignQuery,
  physicalSignView,
  preSignBody,
  preSignList,
  preSignView,
  schedulePhotoBody,
  serviceCommentBody,
  serviceCommentQuery,
  serviceCommentResult,
  serviceCommentView,
  serviceItemPage,
  serviceManageQuery,
  sickbedBody,
  sickbedPage,
  sickbedQuery,
  sickbedStateBody,
  sickbedView,
} from '../schemas/care.ts';
import type { idParam } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

type Order = typeof accompanyOrderView;
type Bed = typeof sickbedView;
type Sign = typeof preSignView;

/** Patient data: lookup, multivariate flags, medication, check orders and curves, signs, path. */
export const careData = {
  findLocalPatient: endpoint<{ body: typeof findLocalPatientBody; response: typeof findLocalPatientView }>(
    'POST',
    '/api/patient/find/local/patient',
  ),
  multivariate: endpoint<{ query: typeof patientIdQuery; response: typeof multivariateView }>(
    'POST',
    '/api/multivariate/data/related/show',
  ),
  medicineList: endpoint<{ query: typeof medicineRecordQuery; response: typeof medicineRecordPage }>(
    'GET',
    '/api/patient/medicine/record',
  ),
  medicineAdd: endpoint<{ body: typeof medicineRecordBody; response: typeof medicineRecordView }>(
    'POST',
    '/api/patient/medicine/record',
  ),
  checkOrderAdd: endpoint<{ body: typeof checkOrderBody; response: typeof checkOrderView }>(
    'POST',
    '/api/patient/check/inspection/order',
  ),
  checkOrderList: endpoint<{ query: typeof checkOrderQuery; response: typeof checkOrderPage }>(
    'GET',
    '/api/patient/check/inspection/order',
  ),
  checkCurve: endpoint<{ query: typeof checkCurveQuery; response: typeof checkCurveView }>(
    'GET',
    '/api/patient/check/inspection/curve',
  ),
  physicalSignList: endpoint<{ query: typeof physicalSignQuery; response: typeof physicalSignPage }>(
    'GET',
    '/api/patient/physical/sign/list',
  ),
  physicalSignSave: endpoint<{ body: typeof physicalSignBody; response: typeof physicalSignView }>(
    'POST',
    '/api/patient/physical/sign/save',
  ),
  healthPath: endpoint<{ query: typeof patientIdQuery; response: typeof healthPathView }>(
    'GET',
    '/api/patient/health/manage/path',
  ),
};

/** Accompany orders, home sickbeds and their home visits, services and comments, family-doctor pre-sign. */
export const careOrders = {
  accompanyCreate: endpoint<{ body: typeof accompanyOrderBody; response: Order }>(
    'POST',
    '/api/patient/accompany/order',
  ),
  accompanyList: endpoint<{ query: typeof accompanyOrderQuery; response: typeof accompanyOrderPage }>(
    'GET',
    '/api/patient/accompany/order',
  ),
  accompanyDetail: endpoint<{ params: typeof idParam; response: Order }>(
    'GET',
    '/api/patient/accompany/order/:id',
  ),
  accompanyReceive: endpoint<{ params: typeof idParam; response: Order }>(
    'PUT',
    '/api/patient/accompany/order/receive/:id',
  ),
  accompanyState: endpoint<{ params: typeof idParam; body: typeof accompanyStateBody; response: Order }>(
    'PUT',
    '/api/patient/accompany/order/state/:id',
  ),
  accompanyPhotos: endpoint<{ params: typeof idParam; body: typeof schedulePhotoBody; response: Order }>(
    'POST',
    '/api/patient/accompany/order/schedule/photo/:id',
  ),
  sickbedApply: endpoint<{ body: typeof sickbedBody; response: Bed }>('POST', '/api/patient/sickbed'),
  sickbedList: endpoint<{ query: typeof sickbedQuery; response: typeof sickbedPage }>(
    'GET',
    '/api/patient/sickbed',
  ),
  sickbedOfPatient: endpoint<{ params: typeof patientIdQuery; response: typeof sickbedPage }>(
    'GET',
    '/api/patient/sickbed/patient/:patientId',
  ),
  sickbedDetail: endpoint<{ params: typeof idParam; response: Bed }>('GET', '/api/patient/sickbed/:id'),
  sickbedUpdate: endpoint<{ params: typeof idParam; body: typeof sickbedBody; response: Bed }>(
    'PUT',
    '/api/patient/sickbed/:id',
  ),
  sickbedWithdraw: endpoint<{ params: typeof idParam; response: Bed }>('DELETE', '/api/patient/sickbed/:id'),
  sickbedState: endpoint<{ params: typeof idParam; body: typeof sickbedStateBody; response: Bed }>(
    'PUT',
    '/api/patient/sickbed/state/:id',
  ),
  homeVisitSave: endpoint<{ body: typeof homeVisitBody; response: typeof homeVisitView }>(
    'POST',
    '/api/patient/home/visit',
  ),
  homeVisitList: endpoint<{ query: typeof homeVisitQuery; response: typeof homeVisitPage }>(
    'GET',
    '/api/patient/home/visit',
  ),
  homeVisitDetail: endpoint<{ params: typeof idParam; response: typeof homeVisitView }>(
    'GET',
    '/api/patient/home/visit/:id',
  ),
  serviceList: endpoint<{ query: typeof serviceManageQuery; response: typeof serviceItemPage }>(
    'GET',
    '/api/patient/service/manage',
  ),
  serviceCommentAdd: endpoint<{ body: typeof serviceCommentBody; response: typeof serviceCommentView }>(
    'POST',
    '/api/patient/service/comment',
  ),
  serviceComment: endpoint<{ query: typeof serviceCommentQuery; response: typeof serviceCommentResult }>(
    'GET',
    '/api/patient/service/comment',
  ),
  preSignApply: endpoint<{ body: typeof preSignBody; response: Sign }>('POST', '/api/patient/pre/sign'),
  preSignList: endpoint<{ query: typeof patientIdQuery; response: typeof preSignList }>(
    'GET',
    '/api/patient/pre/sign',
  ),
  preSignDetail: endpoint<{ params: typeof idParam; response: Sign }>('GET', '/api/patient/pre/sign/:id'),
  preSignCancel: endpoint<{ params: typeof idParam; response: Sign }>(
    'PUT',
    '/api/patient/pre/sign/cancel/:id',
  ),
};
