import type { UiPort } from './request.ts';

const load = () => import('./ui-antd.ts');

/** The app's UiPort: antd-mobile toasts and dialogs, loaded lazily so that screens do not carry them. */
export function antdUiPort(): UiPort {
  return {
    toast: (message) => {
      void load().then((ui) => ui.toast(message));
    },
    alert: (message, title) => load().then((ui) => ui.alert(message, title)),
    confirm: (message, labels) => load().then((ui) => ui.confirm(message, labels)),
  };
}
