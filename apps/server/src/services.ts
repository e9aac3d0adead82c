import { createHash } from 'node:crypto';
import type { AppConfig } from './config.ts';
import { OrderKinds } from './core/order-kinds.ts';
import { ProjectService } from './core/projects.ts';
import { SessionService } from './core/sessions.ts';
import { Database } from './db/database.ts';
import { type Bus, LocalBus, RedisBus } from './lib/bus.ts';
import { createOcrProvider, type IdCardOcrProvider } from './lib/ocr/index.ts';
import { SessionInfoService } from './modules/auth/session-info.ts';
import { ChatBatchWriter } from './modules/chat/batch-writer.ts';

/** Everything a module needs, created once per app instance (no module-level state). */
export interface Services {
  config: AppConfig;
  db: Database;
  bus: Bus;
  projects: ProjectService;
  sessions: SessionService;
  sessionInfo: SessionInfoService;
  /** The chat send path (batched writes, see modules/chat/batch-writer.ts). */
  chatWriter: ChatBatchWriter;
  /** Order modules register their onPaid handlers here (core/order-kinds.ts). */
  orderKinds: OrderKinds;
  /** ID-card OCR (lib/ocr): the built-in offline Tesseract, or a cloud service by configuration. */
  ocr: IdCardOcrProvider;
  close(): Promise<void>;
}

export function createServices(config: AppConfig): Services {
  if (!config.databaseUrl) throw new Error('databaseUrl must be resolved before buildApp');
  const db = new Database(config.databaseUrl);
  // Instances sharing a database share a bus namespace; two deployments (or two test databases)
  // sharing one Redis never see each other's messages.
  const namespace = `kanghu:${createHash('sha256').update(config.databaseUrl).digest('hex').slice(0, 12)}:`;
  const bus: Bus = config.redisUrl ? new RedisBus(config.redisUrl, namespace) : new LocalBus();
  const projects = new ProjectService(db, bus);
  const sessions = new SessionService(db, bus, config.sessionIdleMs, config.sessionAbsoluteMs);
  const sessionInfo = new SessionInfoService(db, bus);
  const ocr = createOcrProvider(config);
  return {
    config,
    db,
    bus,
    projects,
    sessions,
    sessionInfo,
    chatWriter: new ChatBatchWriter(db),
    orderKinds: new OrderKinds(),
    ocr,
    async close() {
      await ocr.close();
      await bus.close();
      await db.close();
    },
  };
}
