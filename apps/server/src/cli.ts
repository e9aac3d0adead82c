import { ConfigError, loadConfig } from './config.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { migrate } from './db/migrate.ts';
import { printDemoAccounts, seedDemo } from './db/seed/index.ts';
import { MIGRATIONS_DIR } from './paths.ts';

/** `node dist/cli.js migrate|seed`: against DATABASE_URL, or the embedded database. */
async function main(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') throw new ConfigError('usage: cli.js migrate|seed');
  const config = loadConfig();
  const log = (m: string) => console.log(`[kanghu] ${m}`);
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, log);
  const url = config.databaseUrl ?? embedded?.url ?? '';
  try {
    const applied = await migrate(url, MIGRATIONS_DIR, log);
    log(`${applied} migration(s) applied`);
    if (command === 'seed') {
      await seedDemo(url, config.uploadsDir);
      printDemoAccounts(log);
    }
  } finally {
    await embedded?.stop();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
