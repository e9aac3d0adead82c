import { nextTask } from './next-task.ts';

/**
 * Applies the stylesheets index.html only preloads (vite.config.ts `stylesheetPreload`: they do
 * not block the first paint of the start-up placeholder). Resolves once each has loaded, or
 * failed to (the app then still starts, unstyled rather than not at all); at once when there
 * are none (the dev server injects its styles itself). The links are added in a task of their
 * own: parsing a preloaded stylesheet is synchronous, and start-up's module evaluation is long
 * enough without it.
 */
export async function applyPreloadedStylesheets(doc: Document): Promise<void> {
  await nextTask();
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  await Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = doc.createElement('link');
          sheet.rel = 'stylesheet';
          // The same URL and CORS mode as the preload, so the preloaded response is used.
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          sheet.href = preload.href;
          sheet.addEventListener('load', () => resolve(), { once: true });
          sheet.addEventListener('error', () => resolve(), { once: true });
          doc.head.append(sheet);
        }),
    ),
  );
}
