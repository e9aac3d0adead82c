import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../test/fakes.ts';
import { loginPathFor, rememberLoginRedirect, takeLoginRedirect } from './session.ts';
import { createStorage } from './storage.ts';

describe('login redirect', () => {
  it('restores the remembered path once', () => {
    const storage = createStorage({ local: new MemoryStore() });
    rememberLoginRedirect(storage, '/health/user/index?tab=2');
    expect(takeLoginRedirect(storage)).toBe('/health/user/index?tab=2');
    expect(takeLoginRedirect(storage)).toBe('');
  });

  it('never restores a URL of another site', () => {
    const storage = createStorage({ local: new MemoryStore() });
    rememberLoginRedirect(storage, '//evil.example/x');
    expect(takeLoginRedirect(storage)).toBe('');
    rememberLoginRedirect(storage, 'https://evil.example/x');
    expect(takeLoginRedirect(storage)).toBe('');
  });
});

describe('loginPathFor', () => {
  it('sends doctors and backend doctors to the doctor login of the project, others to the default path', () => {
    const doctor = { id: 1, name: '王医生', userType: 'servicer' as const, role: 'doctor' as const };
    const patient = { id: 2, name: '张三', userType: 'customer' as const, role: 'patient' as const };
    expect(loginPathFor(doctor, 'demo', '/health/user/login', false)).toBe('/doctor/login?platformName=demo');
    expect(loginPathFor(null, 'acc', null, true)).toBe('/doctor/login?platformName=acc');
    expect(loginPathFor(patient, 'demo', '/health/user/login', false)).toBe('/health/user/login');
    expect(loginPathFor(null, 'demo', null, false)).toBe('/health/user/login');
  });
});
