import { MSG } from '@kanghu/shared';
import { describe, expect, it } from 'vitest';
import { RecordingUi } from '../test/fakes.ts';
import { firstErrors, formErrorAlert } from './form-alert.ts';

describe('form errors alert', () => {
  it('lists the first message of each failed field in an alert titled 系统提示', () => {
    const ui = new RecordingUi();
    formErrorAlert(ui)({
      errorFields: [{ errors: ['请输入手机号', 'x'] }, { errors: [] }, { errors: ['请输入密码'] }],
    });
    expect(ui.alerts).toEqual([{ message: '请输入手机号\n请输入密码', title: MSG.formAlertTitle }]);
    expect(firstErrors([])).toEqual([]);
  });
});
