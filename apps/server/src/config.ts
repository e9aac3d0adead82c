import path from 'node:path';
import {
  AUDIT_RETENTION_DEFAULT_DAYS,
  AUDIT_RETENTION_MIN_DAYS,
  SESSION_ABSOLUTE_TTL_MS,
  SESSION_IDLE_TTL_MS,
  UPLOAD_MAX_BYTES,
} from '@kanghu/shared';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Environment variables; documented in .env.example. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  REDIS_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEFAULT_PROJECT: z.string().min(1).default('demo'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(SESSION_IDLE_TTL_MS / 60_000),
  SESSION_ABSOLUTE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(SESSION_ABSOLUTE_TTL_MS / 60_000),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(UPLOAD_MAX_BYTES),
  SMS_PROVIDER: z.enum(['dev']).default('dev'),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'none']).optional(),
  RATE_LIMIT_PUBLIC_PER_MINUTE: z.coerce.number().int().positive().default(300),
  PAYLOAD_CODEC: z.enum(['on', 'off']).default('on'),
  TRUST_PROXY: bool,
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  WEB_DIST: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  AUDIT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(AUDIT_RETENTION_MIN_DAYS, `AUDIT_RETENTION_DAYS must be at least ${AUDIT_RETENTION_MIN_DAYS}`)
    .default(AUDIT_RETENTION_DEFAULT_DAYS),
  /** ID-card OCR: tesseract (built in, offline) or http (a cloud service at OCR_HTTP_URL). */
  OCR_PROVIDER: z.enum(['tesseract', 'http']).default('tesseract'),
  OCR_HTTP_URL: z.url().optional(),
  OCR_HTTP_TOKEN: z.string().min(1).optional(),
  /** AI chat: an OpenAI-compatible model when both are set; else the offline knowledge-base search. */
  AI_CHAT_BASE_URL: z.url().optional(),
  AI_CHAT_MODEL: z.string().trim().min(1).optional(),
  AI_CHAT_API_KEY: z.string().min(1).optional(),
  VIDEO_PROVIDER: z.enum(['mesh', 'trtc']).default('mesh'),
  VIDEO_SDK_APP_ID: z.coerce.number().int().min(0).default(0),
  VIDEO_SECRET_KEY: z.string().min(16).optional(),
  VIDEO_ICE_SERVERS: z.string().optional(),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Resolved connection string (embedded PostgreSQL is started by server.ts when unset). */
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  embeddedPgPort: number;
  redisUrl: string | undefined;
  logLevel: string;
  defaultProject: string;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  uploadMaxBytes: number;
  smsProvider: 'dev';
  rateLimitPublicPerMinute: number;
  /** 'sandbox' takes no real money: the default outside production only; production must opt in. */
  paymentProvider: 'sandbox' | 'none';
  payloadCodec: boolean;
  trustProxy: boolean;
  seedDemo: 'auto' | 'always' | 'never';
  webDist: string | undefined;
  publicUrl: string | undefined;
  /** Days the audit trail is kept (at least AUDIT_RETENTION_MIN_DAYS). */
  auditRetentionDays: number;
  ocrProvider: 'tesseract' | 'http';
  ocrHttpUrl: string | undefined;
  ocrHttpToken: string | undefined;
  /** The OpenAI-compatible chat model, or null: the assistant answers by knowledge-base search. */
  aiChat: { baseUrl: string; model: string; apiKey: string | undefined } | null;
  /** The video room (modules/video): provider, TRTC app id and key, STUN/TURN servers. */
  video: VideoConfig;
}

export interface VideoConfig {
  provider: 'mesh' | 'trtc';
  sdkAppId: number;
  /** Signs user signatures; unset = derived from the database URL (one LAN, no cloud). */
  secretKey: string | undefined;
  /** RTCIceServer list (JSON); empty = none, enough on one LAN. */
  iceServers: Array<{ urls: string | string[]; username?: string; credential?: string }>;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.AI_CHAT_BASE_URL) !== Boolean(e.AI_CHAT_MODEL)) {
    throw new ConfigError('Invalid environment:\n  AI_CHAT_BASE_URL and AI_CHAT_MODEL: set both or neither');
  }
  if (e.OCR_PROVIDER === 'http' && !e.OCR_HTTP_URL) {
    throw new ConfigError('Invalid environment:\n  OCR_HTTP_URL: required when OCR_PROVIDER=http');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    defaultProject: e.DEFAULT_PROJECT,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_MINUTES * 60_000,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    smsProvider: e.SMS_PROVIDER,
    rateLimitPublicPerMinute: e.RATE_LIMIT_PUBLIC_PER_MINUTE,
    paymentProvider: e.PAYMENT_PROVIDER ?? (e.NODE_ENV === 'production' ? 'none' : 'sandbox'),
    payloadCodec: e.PAYLOAD_CODEC === 'on',
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    webDist: e.WEB_DIST,
    publicUrl: e.PUBLIC_URL,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    ocrProvider: e.OCR_PROVIDER,
    ocrHttpUrl: e.OCR_HTTP_URL,
    ocrHttpToken: e.OCR_HTTP_TOKEN,
    aiChat:
      e.AI_CHAT_BASE_URL && e.AI_CHAT_MODEL
        ? { baseUrl: e.AI_CHAT_BASE_URL, model: e.AI_CHAT_MODEL, apiKey: e.AI_CHAT_API_KEY }
        : null,
    video: {
      provider: e.VIDEO_PROVIDER,
      sdkAppId: e.VIDEO_SDK_APP_ID,
      secretKey: e.VIDEO_SECRET_KEY,
      iceServers: parseIceServers(e.VIDEO_ICE_SERVERS),
    },
  };
}

function parseIceServers(text: string | undefined): VideoConfig['iceServers'] {
  if (!text) return [];
  try {
    const list = JSON.parse(text);
    if (Array.isArray(list) && list.every((s) => s && (typeof s.urls === 'string' || Array.isArray(s.urls))))
      return list;
  } catch {
    // reported below
  }
  throw new ConfigError(
    'Invalid environment:\n  VIDEO_ICE_SERVERS: a JSON array of {urls, username?, credential?}',
  );
}
