import type { UiPort } from './request.ts';

type AntdUi = typeof import('./ui-antd.ts');
let loading: Promise<AntdUi> | null = null;
/** The chunk once: every later call answers the same promise (no module-preload work again). */
const load = () => {
  loading ??= import('./ui-antd.ts').catch((error: unknown) => {
    loading = null; // a chunk that did not load is tried again on the next use
    throw error;
  });
  return loading;
};

/**
 * Resolves after the next frame is painted. A dialog opened in answer to a click then mounts in a
 * task of its own, after the frame that shows the click's effect, instead of inside the click's
 * interaction (issue 12 section 3: the 提交 click's event-to-paint time). With the chunk loaded,
 * the dialog's render would otherwise run synchronously in the click.
 */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** The app's UiPort: antd-mobile toasts and dialogs, loaded lazily so that screens do not carry them. */
export function antdUiPort(): UiPort {
  return {
    toast: (message) => {
      void load().then((ui) => ui.toast(message));
    },
    alert: async (message, title) => {
      const ui = await load();
      await afterPaint();
      return ui.alert(message, title);
    },
    confirm: async (message, labels) => {
      const ui = await load();
      await afterPaint();
      return ui.confirm(message, labels);
    },
    prepare: () => {
      void load();
    },
  };
}
