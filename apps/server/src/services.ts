import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AppConfig, VideoConfig } from './config.ts';
import { AuditWriter } from './core/audit.ts';
import { OrderKinds } from './core/order-kinds.ts';
import { PatientTimeline } from './core/patient-timeline.ts';
import { ProjectService } from './core/projects.ts';
import { SessionService } from './core/sessions.ts';
import { Database } from './db/database.ts';
import { createChatModel } from './lib/ai-chat/openai-provider.ts';
import type { ChatModel } from './lib/ai-chat/provider.ts';
import { type Bus, LocalBus, RedisBus } from './lib/bus.ts';
import { createOcrProvider, type IdCardOcrProvider } from './lib/ocr/index.ts';
import { SessionInfoService } from './modules/auth/session-info.ts';
import { SmsCodeService } from './modules/auth/sms/code-service.ts';
import { createSmsProvider, type SmsLog } from './modules/auth/sms/provider.ts';
import { ChatBatchWriter } from './modules/chat/batch-writer.ts';

/** Everything a module needs, created once per app instance (no module-level state). */
export interface Services {
  config: AppConfig;
  db: Database;
  bus: Bus;
  projects: ProjectService;
  sessions: SessionService;
  sessionInfo: SessionInfoService;
  /** SMS verification codes; `sms.provider` is the app's one SMS provider (every module sends through it). */
  sms: SmsCodeService;
  /** The chat send path (batched writes, see modules/chat/batch-writer.ts). */
  chatWriter: ChatBatchWriter;
  /**
   * Where counters shared by every instance live (the per-IP limits of plugins/rate-limit.ts):
   * Redis under the app's key prefix when REDIS_URL is set, null for this instance's memory.
   */
  counters: { redis: Redis; prefix: string } | null;
  /** Order modules register their onPaid handlers here (core/order-kinds.ts). */
  orderKinds: OrderKinds;
  /** Areas register the sources of a patient's timeline here (core/patient-timeline.ts). */
  timeline: PatientTimeline;
  /** The audit trail of patient-record access, batched (core/audit.ts). */
  audit: AuditWriter;
  /** ID-card OCR (lib/ocr): the built-in offline Tesseract, or a cloud service by configuration. */
  ocr: IdCardOcrProvider;
  /** The AI assistant's language model (lib/ai-chat), or null: it answers by knowledge-base search. */
  chatModel: ChatModel | null;
  /** The video room's provider settings (config.video with the signing key resolved). */
  video: VideoConfig & { secretKey: string };
  close(): Promise<void>;
}

/** Discards log lines (apps built without a logger, e.g. the realtime-only test app). */
const silentLog: ServiceLog = { info: () => undefined, error: () => undefined };

/** The app's logger as the services use it (pino's signature). */
export interface ServiceLog extends SmsLog {
  error(obj: object, msg: string): void;
}

/** `log` is the app's logger (the development SMS provider writes its messages there). */
export function createServices(config: AppConfig, log: ServiceLog = silentLog): Services {
  if (!config.databaseUrl) throw new Error('databaseUrl must be resolved before buildApp');
  const db = new Database(config.databaseUrl);
  // Instances sharing a database share a bus namespace; two deployments (or two test databases)
  // sharing one Redis never see each other's messages.
  const namespace = `kanghu:${createHash('sha256').update(config.databaseUrl).digest('hex').slice(0, 12)}:`;
  const bus: Bus = config.redisUrl ? new RedisBus(config.redisUrl, namespace) : new LocalBus();
  const projects = new ProjectService(db, bus);
  const sessions = new SessionService(db, bus, config.sessionIdleMs, config.sessionAbsoluteMs);
  const sessionInfo = new SessionInfoService(db, bus);
  const audit = new AuditWriter(db, config.auditRetentionDays, (error) =>
    log.error({ err: error }, 'audit trail write failed (rows kept for the next round)'),
  );
  const counters = config.redisUrl
    ? { redis: new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }), prefix: `${namespace}limit:` }
    : null;
  counters?.redis.on('error', () => undefined);
  const ocr = createOcrProvider(config);
  const video = {
    ...config.video,
    secretKey:
      config.video.secretKey ??
      createHash('sha256').update(`kanghu-video:${config.databaseUrl}`).digest('hex'),
  };
  return {
    config,
    db,
    bus,
    projects,
    sessions,
    sessionInfo,
    sms: new SmsCodeService(db, createSmsProvider(config.smsProvider, log)),
    chatWriter: new ChatBatchWriter(db),
    counters,
    orderKinds: new OrderKinds(),
    timeline: new PatientTimeline(),
    audit,
    ocr,
    chatModel: createChatModel(config.aiChat),
    video,
    async close() {
      await audit.close();
      await ocr.close();
      counters?.redis.disconnect();
      await bus.close();
      await db.close();
    },
  };
}
