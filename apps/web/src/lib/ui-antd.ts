import { Dialog, Toast } from 'antd-mobile';

/** antd-mobile behind the UiPort; its own chunk, loaded on first use. */
export function toast(content: string): void {
  Toast.show({ content });
}

export function alert(content: string, title?: string): Promise<void> {
  return Dialog.alert({ title, content, confirmText: '确定' });
}

export function confirm(
  content: string,
  labels: { confirm?: string; cancel?: string } = {},
): Promise<boolean> {
  return Dialog.confirm({
    content,
    confirmText: labels.confirm ?? '确定',
    cancelText: labels.cancel ?? '取消',
  });
}
