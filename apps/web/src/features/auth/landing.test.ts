import { describe, expect, it } from 'vitest';
import { DOCTOR_HOME_PATH, EDUCATION_HOME_PATH, landingFor } from './landing.ts';

const as = (userType: 'customer' | 'servicer', role: 'patient' | 'doctor' | 'learner' | 'staff') => ({
  user: { userType, role } as never,
});

describe('landingFor', () => {
  it('sends servicers to the workbench, or the variant workbench', () => {
    expect(landingFor(as('servicer', 'doctor'))).toBe(DOCTOR_HOME_PATH);
    expect(landingFor(as('servicer', 'staff'), { servicer: '/app/chmsc/doctor/index' })).toBe(
      '/app/chmsc/doctor/index',
    );
  });

  it('sends learners to the course list and customers to the index (or the variant landing)', () => {
    expect(landingFor(as('customer', 'learner'))).toBe(EDUCATION_HOME_PATH);
    expect(landingFor(as('customer', 'patient'))).toBe('/index');
    expect(landingFor(as('customer', 'patient'), { customer: EDUCATION_HOME_PATH })).toBe(
      EDUCATION_HOME_PATH,
    );
  });
});
