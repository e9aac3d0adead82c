import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { migrate } from './db/migrate.ts';
import { printDemoAccounts, seedDemo } from './db/seed/index.ts';
import { StartupError } from './lib/startup-error.ts';
import { MIGRATIONS_DIR, WEB_DIST_DIR } from './paths.ts';

const log = (m: string) => console.log(`[kanghu] ${m}`);

/** One line for a failed start: what is wrong and what to do; never a bare stack or `undefined`. */
function startupMessage(error: unknown, port: number | null): string {
  if (error instanceof ConfigError || error instanceof StartupError) return error.message;
  const e = error as NodeJS.ErrnoException | undefined;
  if (e?.code === 'EADDRINUSE')
    return `port ${port ?? '?'} is already in use: stop what uses it or set PORT to a free port`;
  if (e?.code === 'EACCES' && e.syscall === 'listen')
    return `port ${port ?? '?'} may not be opened by this user: set PORT to 1024 or above`;
  if (e?.code === 'ECONNREFUSED' || e?.code === 'ENOTFOUND')
    return `the database at DATABASE_URL cannot be reached (${e.code}): start it, or unset DATABASE_URL to use the embedded one`;
  const message = e instanceof Error ? e.message : String(error);
  return `start-up failed: ${message || 'unknown error'}`;
}

async function main(): Promise<void> {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24)
    throw new StartupError(
      `Node ${process.versions.node} is too old (end of life): start the server with npm start, which runs the project's Node 24`,
    );
  const config = loadConfig();
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, log);
    config.databaseUrl = embedded.url;
    log(`embedded PostgreSQL on port ${config.embeddedPgPort}, data in ${config.dataDir}/pg`);
  }
  try {
    await migrate(config.databaseUrl, MIGRATIONS_DIR, log);
    const shouldSeed =
      config.seedDemo === 'always' || (config.seedDemo === 'auto' && embedded?.created === true);
    if (shouldSeed) {
      await seedDemo(config.databaseUrl, config.uploadsDir);
      printDemoAccounts(log);
    }
    config.webDist ??= WEB_DIST_DIR;
    const app = await buildApp(config);
    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      log(`${signal}: finishing in-flight requests`);
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      try {
        // The app first (requests, sockets, the job queue and the pool), the database last.
        await app.close();
        await embedded?.stop();
      } finally {
        process.exit(0);
      }
    };
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      await app.close().catch(() => undefined);
      throw Object.assign(error as object, { port: config.port });
    }
    log(`listening on http://localhost:${config.port}`);
  } catch (error) {
    // Never leave the embedded database running after a failed start.
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  const port = Number((error as { port?: unknown })?.port ?? process.env.PORT ?? 8080);
  console.error(`[kanghu] ${startupMessage(error, Number.isFinite(port) ? port : null)}`);
  process.exit(1);
});
