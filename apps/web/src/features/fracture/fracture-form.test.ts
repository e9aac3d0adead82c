import { fraxBody } from '@kanghu/shared';
import { describe, expect, it } from 'vitest';
import { fractureBody, initialValues } from './fracture-form.ts';

describe('fracture form values to the FRAX body', () => {
  const values = {
    sex: [2],
    birthday: '1950-03-08',
    height: ' 158 ',
    weight: '48.5',
    fracture: [1],
    parentFracturedHip: [0],
    smoking: [0],
    glucocorticoids: [0],
    rheumatoidArthritis: [1],
    secondaryOsteoporosis: [0],
    alcohol3UnitsPerWeek: [0],
  };

  it('turns selectors and text into the body, with the birth date split as FRAX asks', () => {
    const body = fractureBody(7, values);
    expect(body).toMatchObject({
      patientId: 7,
      sex: 2,
      height: 158,
      weight: 48.5,
      fracture: true,
      rheumatoidArthritis: true,
      smoking: false,
      bmdType: null,
      bmdValue: null,
      year: 1950,
      month: 3,
      day: 8,
    });
    expect(fraxBody.safeParse(body).success).toBe(true);
  });

  it('an unanswered factor stays unset, so the shared rule names it', () => {
    const body = fractureBody(7, { ...values, smoking: undefined });
    expect(fraxBody.safeParse(body).error?.issues[0]?.message).toBe('请选择目前吸烟');
  });

  it('prefills sex and birthday from the file when known', () => {
    expect(initialValues({ sex: 1, birthday: '1960-01-02' })).toEqual({ sex: [1], birthday: '1960-01-02' });
    expect(initialValues({ sex: 0, birthday: null })).toEqual({});
  });
});
