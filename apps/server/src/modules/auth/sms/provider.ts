import { maskPhone, SMS_CODE_LENGTH } from '@kanghu/shared';

/** Sends a text message. A real gateway (Aliyun, Tencent Cloud) implements the same interface. */
export interface SmsProvider {
  readonly name: string;
  send(tel: string, text: string): Promise<void>;
}

/** Where the development provider writes its messages (the app's logger). */
export interface SmsLog {
  info(obj: object, msg: string): void;
}

export interface SentSms {
  tel: string;
  text: string;
  at: number;
}

const CODE_PATTERN = new RegExp(`\\d{${SMS_CODE_LENGTH}}`);

/** Last messages kept per phone by the development provider (bounded so it cannot grow forever). */
const DEV_OUTBOX_LIMIT = 1_000;

/**
 * Development provider: works offline. It writes the message to the server log (the ONLY place
 * a code is ever logged, with the phone masked) so a developer can read it, and keeps the last
 * message per phone on this instance so that tests can read the code without a backdoor endpoint.
 */
export class DevSmsProvider implements SmsProvider {
  readonly name = 'dev';
  private readonly outbox = new Map<string, SentSms>();

  constructor(private readonly log: SmsLog) {}

  async send(tel: string, text: string): Promise<void> {
    this.outbox.delete(tel);
    this.outbox.set(tel, { tel, text, at: Date.now() });
    if (this.outbox.size > DEV_OUTBOX_LIMIT) {
      const oldest = this.outbox.keys().next().value;
      if (oldest !== undefined) this.outbox.delete(oldest);
    }
    this.log.info({ sms: { to: maskPhone(tel), text } }, 'development SMS (not sent to a phone)');
  }

  /** The last message sent to `tel` on this instance, if any. */
  lastMessage(tel: string): SentSms | null {
    return this.outbox.get(tel) ?? null;
  }

  /** The verification code of the last message sent to `tel`, if any. */
  lastCode(tel: string): string | null {
    return this.lastMessage(tel)?.text.match(CODE_PATTERN)?.[0] ?? null;
  }
}

/**
 * The provider the configuration names; only the development provider exists so far. Built once
 * per app instance (services.ts `sms`), shared by every module that sends a text.
 */
export function createSmsProvider(kind: string, log: SmsLog): SmsProvider {
  if (kind !== 'dev') throw new Error(`Unknown SMS provider: ${kind}`);
  return new DevSmsProvider(log);
}
