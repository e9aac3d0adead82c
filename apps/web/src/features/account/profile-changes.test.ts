import { describe, expect, it } from 'vitest';
import { profileChanges } from './profile-changes.ts';
import { personalise, USER_AGREEMENT } from './protocol-text.ts';

const user = { name: '张三', email: null, photo: null };

describe('profileChanges', () => {
  it('sends only what changed', () => {
    expect(profileChanges(user, null, { name: '张三', email: '' }, false)).toEqual({});
    expect(
      profileChanges(user, '/api/files/demo/a.png', { name: ' 张三丰 ', email: 'z@x.cn' }, false),
    ).toEqual({
      name: '张三丰',
      email: 'z@x.cn',
      photo: '/api/files/demo/a.png',
    });
  });

  it('sends a new phone number with its code only while changing it', () => {
    const values = { name: '张三', email: '', tel: '13900000002', verifyCode: '123456' };
    expect(profileChanges(user, null, values, true)).toEqual({ tel: '13900000002', verifyCode: '123456' });
    expect(profileChanges(user, null, values, false)).toEqual({});
  });
});

describe('agreement texts', () => {
  it('name the project and leave no placeholder behind', () => {
    for (const doc of [USER_AGREEMENT]) {
      const text = JSON.stringify(personalise(doc, '康护演示'));
      expect(text).toContain('康护演示');
      expect(text).not.toContain('{name}');
      expect(doc.sections.length).toBeGreaterThan(4);
    }
  });
});
