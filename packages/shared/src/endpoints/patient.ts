import type {
  addTagBody,
  assignDoctorBody,
  babyDetailQuery,
  callRecordBody,
  callRecordList,
  callRecordParams,
  callRecordView,
  deleteTagBody,
  diseaseCategoryList,
  patientDetail,
  patientIdcardParam,
  patientIdParam,
  patientListItem,
  patientListItems,
  patientTagList,
  remarkBody,
  tagListQuery,
  upsertBabyBody,
  upsertPatientBody,
} from '../schemas/patient.ts';
import type {
  patientCounts,
  patientListQuery,
  patientOverview,
  patientPage,
  timelinePage,
  timelineQuery,
} from '../schemas/patient-list.ts';
import type { idParam } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

type Detail = { response: typeof patientDetail };
type TagList = { params: typeof idParam; response: typeof patientTagList };

/** Patient records: CRUD, lookups and counts, tags, phone-call records, babies. */
export const patient = {
  list: endpoint<{ query: typeof patientListQuery; response: typeof patientPage }>('GET', '/api/patient'),
  create: endpoint<Detail & { body: typeof upsertPatientBody }>('POST', '/api/patient'),
  diseaseCategories: endpoint<{ response: typeof diseaseCategoryList }>(
    'GET',
    '/api/patient/disease/category',
  ),
  counts: endpoint<{ response: typeof patientCounts }>('GET', '/api/patient/all/count'),
  todayNew: endpoint<{ response: typeof patientListItems }>('GET', '/api/patient/doctor/today/new'),
  byIdcard: endpoint<{ params: typeof patientIdcardParam; response: typeof patientListItem }>(
    'GET',
    '/api/patient/idcard/:idcard',
  ),
  assignDoctor: endpoint<{ params: typeof patientIdParam; body: typeof assignDoctorBody }>(
    'PUT',
    '/api/patient/doctor/:patientId',
  ),
  setRemark: endpoint<{ params: typeof idParam; body: typeof remarkBody }>(
    'PUT',
    '/api/patient/add/remark/:id',
  ),
  get: endpoint<Detail & { params: typeof idParam }>('GET', '/api/patient/:id'),
  /** The doctor's view of one patient (patient/info of the doctor shells); identity masked. */
  overview: endpoint<{ params: typeof idParam; response: typeof patientOverview }>(
    'GET',
    '/api/patient/doctor/info/:id',
  ),
  /** Readings, calls, remarks (and what other areas add), newest first. */
  timeline: endpoint<{ params: typeof idParam; query: typeof timelineQuery; response: typeof timelinePage }>(
    'GET',
    '/api/patient/doctor/timeline/:id',
  ),
  update: endpoint<Detail & { params: typeof idParam; body: typeof upsertPatientBody }>(
    'PUT',
    '/api/patient/:id',
  ),
  remove: endpoint<{ params: typeof idParam }>('DELETE', '/api/patient/:id'),

  /** Tags. */
  tags: endpoint<{ query: typeof tagListQuery; response: typeof patientTagList }>('GET', '/api/patient/tag'),
  tagsOf: endpoint<TagList>('GET', '/api/patient/:id/tag'),
  addTag: endpoint<TagList & { body: typeof addTagBody }>('PUT', '/api/patient/:id/tag/add'),
  removeTag: endpoint<TagList & { body: typeof deleteTagBody }>('PUT', '/api/patient/:id/tag/delete'),

  /** Phone-call records. */
  addCallRecord: endpoint<{ body: typeof callRecordBody; response: typeof callRecordView }>(
    'POST',
    '/api/patient/call/tel/record',
  ),
  callRecords: endpoint<{ params: typeof callRecordParams; response: typeof callRecordList }>(
    'GET',
    '/api/patient/call/tel/record/user/:userId/patient/:patientId',
  ),

  /** Babies: patients with isChild. */
  babies: endpoint<{ response: typeof patientListItems }>('GET', '/api/patient/baby'),
  baby: endpoint<Detail & { query: typeof babyDetailQuery }>('GET', '/api/patient/baby/detail'),
  addBaby: endpoint<Detail & { body: typeof upsertBabyBody }>('POST', '/api/patient/baby'),
  updateBaby: endpoint<Detail & { params: typeof idParam; body: typeof upsertBabyBody }>(
    'PUT',
    '/api/patient/baby/:id',
  ),
};
