import { describe, expect, it } from 'vitest';
import { decide, type GuardState, NO_ACCESS_PATH, withQuery } from './guard.ts';
import { isOpenPath } from './open-paths.ts';

const signedOut: GuardState = {
  token: '',
  indexPath: '/health/user/index',
  defaultPath: '/health/user/login',
  isBackendDoctor: false,
  routeExists: true,
};
const signedIn: GuardState = { ...signedOut, token: 'tok' };

describe('guard decide()', () => {
  it('sends / to /index, keeping the query', () => {
    expect(decide('/', '', signedOut)).toEqual({ action: 'redirect', to: '/index' });
    expect(decide('/', '?project=demo', signedIn)).toEqual({ action: 'redirect', to: '/index?project=demo' });
  });

  it("sends /index to the project's index path when one is configured", () => {
    expect(decide('/index', '', signedIn)).toEqual({ action: 'redirect', to: '/health/user/index' });
    expect(decide('/index', '?a=1', signedOut)).toEqual({ action: 'redirect', to: '/health/user/index?a=1' });
  });

  it('treats /index as an ordinary guarded page without an index path', () => {
    const none = { ...signedIn, indexPath: null };
    expect(decide('/index', '', none)).toEqual({ action: 'allow' });
    expect(decide('/index', '', { ...none, token: '' })).toMatchObject({ to: '/health/user/login' });
  });

  it('lets open paths through without a token', () => {
    for (const path of [
      '/health/user/login',
      '/doctor/login',
      '/login',
      '/error',
      '/a/board/demo',
      '/patient/110105194912310021',
      '/share/article/detail',
      '/education/forgetpassword',
      '/health/user/register',
    ]) {
      expect(decide(path, '', signedOut), path).toEqual({ action: 'allow' });
    }
  });

  it('lets every path through with a token', () => {
    expect(decide('/health/user/index', '', signedIn)).toEqual({ action: 'allow' });
    expect(decide('/anything/unknown', '', signedIn)).toEqual({ action: 'allow' });
  });

  it('sends a token-less visitor to the default path and remembers where they were going', () => {
    expect(decide('/health/user/index', '?tab=2', signedOut)).toEqual({
      action: 'redirect',
      to: '/health/user/login',
      remember: '/health/user/index?tab=2',
    });
  });

  it('does not loop when the default path itself is guarded', () => {
    const state = { ...signedOut, defaultPath: '/app/sjtu/questionnaire/index?x=1' };
    expect(decide('/app/sjtu/questionnaire/index', '', state)).toEqual({ action: 'allow' });
  });

  it('without a default path: the error page titled 没有访问权限, unless a backend doctor', () => {
    const none = { ...signedOut, defaultPath: null };
    expect(decide('/health/user/index', '', none)).toEqual({ action: 'redirect', to: NO_ACCESS_PATH });
    expect(decodeURIComponent(NO_ACCESS_PATH)).toBe('/error?title=没有访问权限');
    expect(decide('/health/user/index', '', { ...none, isBackendDoctor: true })).toEqual({ action: 'allow' });
  });
});

describe('guard decide(): unknown paths', () => {
  it('lets a path without a screen through to the 404 page, signed in or not', () => {
    expect(decide('/no/such/page', '', { ...signedOut, routeExists: false })).toEqual({ action: 'allow' });
    expect(decide('/no/such/page', '', { ...signedOut, defaultPath: null, routeExists: false })).toEqual({
      action: 'allow',
    });
  });

  it('still redirects / and /index', () => {
    expect(decide('/', '', { ...signedOut, routeExists: false })).toMatchObject({ to: '/index' });
  });
});

describe('open paths', () => {
  it('matches parameterised open routes and ignores a trailing slash', () => {
    expect(isOpenPath('/Y001/local/report/no/login/detail/110105194912310021')).toBe(true);
    expect(isOpenPath('/health/patient/12/question/3/no/login/form')).toBe(true);
    expect(isOpenPath('/wuxing/decryption/patient/login/')).toBe(true);
    expect(isOpenPath('/health/user/login/')).toBe(true);
  });

  it('does not open look-alikes', () => {
    expect(isOpenPath('/health/user/index')).toBe(false);
    expect(isOpenPath('/health/user/loginx')).toBe(false);
    expect(isOpenPath('/ab/board')).toBe(false);
    expect(isOpenPath('/patients')).toBe(false);
  });

  it("opens the Lin'an partner entries (the screen itself masks the number and asks for a sign-in)", () => {
    expect(isOpenPath('/Y003/patient/11010519491231002X')).toBe(true);
    expect(isOpenPath('/Y003/lishui/patient/110105194912310021')).toBe(true);
    expect(isOpenPath('/Y003/doctor')).toBe(true);
    expect(isOpenPath('/health/patient/detail')).toBe(false);
    expect(isOpenPath('/Y003/patient/12345')).toBe(false);
  });
});

describe('withQuery', () => {
  it('joins a query onto a path that may already have one', () => {
    expect(withQuery('/a', '')).toBe('/a');
    expect(withQuery('/a', '?x=1')).toBe('/a?x=1');
    expect(withQuery('/a?y=2', '?x=1')).toBe('/a?y=2&x=1');
  });
});
