import type { SmsScene } from '@kanghu/shared';
import { useApp } from '../../../app/app-context.ts';
import { formErrorAlert } from '../../../ui/form-alert.ts';
import { useSendSmsCode } from '../queries.ts';

/** What validates the phone field: antd-mobile's `Form.useForm()` instance, or useFieldForm's. */
export interface FormInstance<F extends string> {
  validateFields(names: F[]): Promise<unknown>;
}
type FieldErrors = Parameters<ReturnType<typeof formErrorAlert>>[0];

/**
 * The `send` of an SmsCodeButton: validates the phone field of `form`, asks the server for a code
 * of `scene`, and answers whether it went out (the button then counts down 60 s).
 */
export function useSmsSender<F extends string = 'tel'>(
  form: FormInstance<F>,
  scene: SmsScene,
  telField: F = 'tel' as F,
) {
  const { ui } = useApp();
  const sendCode = useSendSmsCode(scene);
  return async (): Promise<boolean> => {
    try {
      const values = (await form.validateFields([telField])) as Record<string, string>;
      await sendCode.mutateAsync(String(values[telField] ?? '').trim());
      ui.toast('验证码已发送');
      return true;
    } catch (error) {
      // Field errors arrive as { errorFields }; request failures were already shown by the wrapper.
      if (error && typeof error === 'object' && 'errorFields' in error) {
        formErrorAlert(ui)(error as FieldErrors);
      }
      return false;
    }
  };
}
