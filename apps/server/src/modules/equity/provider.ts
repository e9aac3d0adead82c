import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Services } from '../../services.ts';
import { ensureKey } from '../third/keys.ts';

/**
 * The 元梦 equity partner: its page (where the patient opens the equity card) and its refund
 * call. Only the development provider exists: a local, clearly labelled simulation page.
 */
export interface EquityProvider {
  readonly name: string;
  readonly simulated: boolean;
  /** The partner page URL for a patient; `ticket` identifies the patient to the partner. */
  pageUrl(ticket: string): string;
  /** Asks the partner to refund a card; resolves when the partner accepted it. */
  refund(cardNo: string): Promise<{ refundNo: string }>;
  newCardNo(): string;
}

export const devEquityProvider: EquityProvider = {
  name: 'yuanmeng-dev',
  simulated: true,
  pageUrl: (ticket) => `/api/equity/yuanmeng/dev/page?ticket=${encodeURIComponent(ticket)}`,
  async refund() {
    return { refundNo: `YMR${randomBytes(8).toString('hex')}` };
  },
  newCardNo: () => `YM${Date.now()}${String(randomInt(0, 10_000)).padStart(4, '0')}`,
};

export function equityProvider(): EquityProvider {
  return devEquityProvider;
}

/** Equity cards opened on the partner page are valid this long. */
export const EQUITY_CARD_DAYS = 365;
/** A page ticket is valid this long. */
export const EQUITY_TICKET_SECONDS = 30 * 60;

const KEY_KIND = 'equity-yuanmeng-dev';

async function secretOf(services: Services, projectId: number): Promise<string> {
  const key = await ensureKey(services, projectId, KEY_KIND, () => ({
    publicValue: null,
    secretValue: randomBytes(32).toString('hex'),
  }));
  return key.secretValue;
}

export interface Ticket {
  projectId: number;
  patientId: number;
  userId: number;
  exp: number;
}

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

/** `<projectId>.<payload>.<hmac>`: tells the partner page which patient, signed, short-lived. */
export async function issueTicket(services: Services, t: Omit<Ticket, 'exp'>): Promise<string> {
  const payload = Buffer.from(
    JSON.stringify({ ...t, exp: Math.floor(Date.now() / 1000) + EQUITY_TICKET_SECONDS }),
  ).toString('base64url');
  const body = `${t.projectId}.${payload}`;
  return `${body}.${mac(await secretOf(services, t.projectId), body)}`;
}

export async function readTicket(services: Services, ticket: string): Promise<Ticket | null> {
  const m = /^(\d{1,9})\.([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!m) return null;
  const projectId = Number(m[1]);
  const body = `${m[1]}.${m[2]}`;
  let expected: Buffer;
  try {
    expected = Buffer.from(mac(await secretOf(services, projectId), body));
  } catch {
    return null;
  }
  const given = Buffer.from(m[3] ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const t = JSON.parse(Buffer.from(m[2] ?? '', 'base64url').toString()) as Ticket;
    if (t.projectId !== projectId || t.exp < Date.now() / 1000) return null;
    return t;
  } catch {
    return null;
  }
}
