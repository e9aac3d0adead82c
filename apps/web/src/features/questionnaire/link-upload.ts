/**
 * Local previews of images a no-login form uploaded: their server address is readable only by the
 * record's readers (not by this anonymous page), so the form shows the picked file itself.
 */
const previews = new Map<string, string>();

export function rememberPreview(url: string, file: Blob): string {
  const local = URL.createObjectURL(file);
  previews.set(url, local);
  return local;
}

export const previewOf = (url: string): string | undefined => previews.get(url);
