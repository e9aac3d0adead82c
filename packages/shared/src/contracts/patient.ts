import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Patient records: CRUD, lookups and counts, tags, phone-call records, babies. */
export const patientContract = {
  list: { query: s.patientListQuery, response: s.patientPage },
  create: { body: s.upsertPatientBody, response: s.patientDetail },
  diseaseCategories: { response: s.diseaseCategoryList },
  counts: { response: s.patientCounts },
  todayNew: { response: s.patientListItems },
  byIdcard: { params: s.patientIdcardParam, response: s.patientListItem },
  assignDoctor: { params: s.patientIdParam, body: s.assignDoctorBody },
  setRemark: { params: s.idParam, body: s.remarkBody },
  get: { params: s.idParam, response: s.patientDetail },
  overview: { params: s.idParam, response: s.patientOverview },
  timeline: { params: s.idParam, query: s.timelineQuery, response: s.timelinePage },
  update: { params: s.idParam, body: s.upsertPatientBody, response: s.patientDetail },
  remove: { params: s.idParam },
  tags: { query: s.tagListQuery, response: s.patientTagList },
  tagsOf: { params: s.idParam, response: s.patientTagList },
  addTag: { params: s.idParam, body: s.addTagBody, response: s.patientTagList },
  removeTag: { params: s.idParam, body: s.deleteTagBody, response: s.patientTagList },
  addCallRecord: { body: s.callRecordBody, response: s.callRecordView },
  callRecords: { params: s.callRecordParams, response: s.callRecordList },
  babies: { response: s.patientListItems },
  baby: { query: s.babyDetailQuery, response: s.patientDetail },
  addBaby: { body: s.upsertBabyBody, response: s.patientDetail },
  updateBaby: { params: s.idParam, body: s.upsertBabyBody, response: s.patientDetail },
} satisfies Contract;
