import { describe, expect, it } from 'vitest';
import { doctorCardPath } from './card-link.ts';

describe('doctor card QR', () => {
  it('leads to the doctor page with the scan flag', () => {
    expect(
      doctorCardPath(
        'https://kh.example/health/patient/reserve/doctor/info?doctorId=12&project=base&from=qrcode',
      ),
    ).toBe('/health/patient/reserve/doctor/info?doctorId=12&project=base&from=qrcode');
    expect(doctorCardPath('http://10.0.0.5:8080/health/patient/reserve/doctor/info?doctorId=3')).toBe(
      '/health/patient/reserve/doctor/info?doctorId=3&from=qrcode',
    );
  });
  it('refuses other codes', () => {
    expect(doctorCardPath('6901234567892')).toBeNull();
    expect(doctorCardPath('https://kh.example/health/patient/other?doctorId=12')).toBeNull();
    expect(doctorCardPath('https://kh.example/health/patient/reserve/doctor/info?doctorId=x')).toBeNull();
  });
});
