/**
 * Resolves in a task of its own. Start-up's steps run as promise callbacks, which the browser
 * would otherwise run back to back as one long task (checking the answers, creating the router,
 * the first render): awaited between them, the page stays responsive in between.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
