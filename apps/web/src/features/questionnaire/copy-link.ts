/** Copies a questionnaire link and says whether it worked (a browser may refuse the clipboard). */
export async function copyLink(ui: { toast: (msg: string) => unknown }, url: string): Promise<void> {
  const ok = await navigator.clipboard
    ?.writeText(url)
    .then(() => true)
    .catch(() => false);
  ui.toast(ok ? '已复制' : '请长按链接复制');
}
