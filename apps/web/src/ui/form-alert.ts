import { MSG } from '@kanghu/shared';
import type { UiPort } from '../lib/request.ts';

interface FieldError {
  errors: string[];
}

/** First message of each field that failed, in form order (spec 1 section 5). */
export function firstErrors(fields: FieldError[]): string[] {
  return fields.map((f) => f.errors[0]).filter((m): m is string => Boolean(m));
}

/** Form validation errors as an alert titled 系统提示 (spec 1 section 5). */
export function formErrorAlert(ui: UiPort) {
  return ({ errorFields }: { errorFields: FieldError[] }): void => {
    const messages = firstErrors(errorFields);
    if (messages.length > 0) void ui.alert(messages.join('\n'), MSG.formAlertTitle);
  };
}
