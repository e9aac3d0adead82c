import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { migrate } from './db/migrate.ts';
import { printDemoAccounts, seedDemo } from './db/seed/index.ts';
import { MIGRATIONS_DIR, WEB_DIST_DIR } from './paths.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = (m: string) => console.log(`[kanghu] ${m}`);
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, log);
    config.databaseUrl = embedded.url;
    log(`embedded PostgreSQL on port ${config.embeddedPgPort}, data in ${config.dataDir}/pg`);
  }
  await migrate(config.databaseUrl, MIGRATIONS_DIR, log);
  const shouldSeed =
    config.seedDemo === 'always' || (config.seedDemo === 'auto' && embedded?.created === true);
  if (shouldSeed) {
    await seedDemo(config.databaseUrl);
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
      await app.close();
      await embedded?.stop();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  log(`listening on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
