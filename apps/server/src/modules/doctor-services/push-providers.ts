import type { OpenCtx } from '../../core/context.ts';

/**
 * WeChat official-account template messages. A real sender calls the platform's template API
 * with the openid; only the development sender exists: it writes the message to the server log
 * and keeps the last ones so tests can read them. Nothing leaves the machine.
 */
export interface WechatTemplateSender {
  readonly name: string;
  send(userId: number, title: string, content: string, url: string | null): Promise<void>;
}

export interface SentTemplate {
  userId: number;
  title: string;
  content: string;
  url: string | null;
}

const DEV_OUTBOX_LIMIT = 1_000;

export class DevWechatTemplateSender implements WechatTemplateSender {
  readonly name = 'dev';
  readonly outbox: SentTemplate[] = [];

  constructor(private readonly log: OpenCtx['log']) {}

  async send(userId: number, title: string, content: string, url: string | null): Promise<void> {
    this.outbox.push({ userId, title, content, url });
    if (this.outbox.length > DEV_OUTBOX_LIMIT) this.outbox.shift();
    this.log.info(
      { wechatTemplate: { userId, title, url } },
      'development WeChat template message (not sent)',
    );
  }
}
