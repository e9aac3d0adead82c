/** Routes of the health-record screens (spec routes.tsv). */
export const RECORD_PATHS = {
  checkList: '/health/patient/check/and/inspection',
  checkAdd: '/health/patient/check/and/inspection/add',
  checkDetail: '/health/patient/check/and/inspection/detail',
  checkDetailNew: '/health/patient/check/and/inspection/detail/new',
  examList: '/health/patient/examination/list',
  examDetail: '/health/patient/examination/detail',
  diagnosis: '/health/patient/common/diagnosis/record/detail',
} as const;

export const checkDetailPath = (id: number) => `${RECORD_PATHS.checkDetail}?id=${id}`;
export const examDetailPath = (id: number) => `${RECORD_PATHS.examDetail}?id=${id}`;
export const diagnosisPath = (id: number) => `${RECORD_PATHS.diagnosis}?id=${id}`;
export const documentPath = (id: number, type: number) =>
  `/health/patient/common/diagnosis/record/document/detail/${type}?id=${id}`;
