/** A start-up failure with one line that says what is wrong and what to do (server.ts prints it). */
export class StartupError extends Error {
  override name = 'StartupError';
}
