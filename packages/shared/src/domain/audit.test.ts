import { describe, expect, it } from 'vitest';
import { auditActionOf, auditDeviceOf, auditOutcomeOf, auditQueryOf, isPatientDataPath } from './audit.ts';

describe('audit trail rules', () => {
  it('classifies patient-data paths by prefix, not by substring', () => {
    expect(isPatientDataPath('/api/patient/life/history')).toBe(true);
    expect(isPatientDataPath('/api/patient')).toBe(true);
    expect(isPatientDataPath('/api/message/ask/list')).toBe(true);
    expect(isPatientDataPath('/api/patientx')).toBe(false);
    expect(isPatientDataPath('/api/base/config')).toBe(false);
  });

  it('derives the action from the method and whether one object is named', () => {
    expect(auditActionOf('GET', true)).toBe('read');
    expect(auditActionOf('GET', false)).toBe('search');
    expect(auditActionOf('POST', false)).toBe('create');
    expect(auditActionOf('PUT', true)).toBe('update');
    expect(auditActionOf('DELETE', true)).toBe('delete');
  });

  it('maps statuses to outcomes', () => {
    expect(auditOutcomeOf(200)).toBe('success');
    expect(auditOutcomeOf(401)).toBe('denied');
    expect(auditOutcomeOf(403)).toBe('denied');
    expect(auditOutcomeOf(404)).toBe('not_found');
    expect(auditOutcomeOf(400)).toBe('invalid');
    expect(auditOutcomeOf(500)).toBe('error');
  });

  it('keeps query names but not personal values', () => {
    expect(auditQueryOf({ name: '张三', tel: '13800000001', patientId: 7, pageSize: 20 })).toEqual({
      name: '*',
      tel: '*',
      patientId: '7',
      pageSize: '20',
    });
    expect(auditQueryOf({})).toBeNull();
    expect(auditQueryOf(undefined)).toBeNull();
  });

  it('names the device from the header, else the user agent', () => {
    expect(auditDeviceOf('android', 'Mozilla')).toBe('android');
    expect(auditDeviceOf(null, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')).toBe('ios');
    expect(auditDeviceOf(null, 'Mozilla/5.0 MicroMessenger/8.0')).toBe('wechat');
    expect(auditDeviceOf(null, undefined)).toBe('other');
  });
});
