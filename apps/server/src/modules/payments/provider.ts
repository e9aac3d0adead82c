import { randomUUID } from 'node:crypto';

export interface CreatePaymentInput {
  projectId: number;
  publicId: string;
  amount: number;
  payWay: string;
  scene: string;
  description: string;
}

export interface RefundInput {
  projectId: number;
  publicId: string;
  tradeNo: string | null;
  amount: number;
}

/**
 * A payment gateway. A real one (WeChat Pay, Alipay) creates a prepay order and later calls the
 * notify URL with a signed callback; the sandbox does the same on this server, offline.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Starts a payment; the client opens `payUrl` (or hands the params to the gateway SDK). */
  createPayment(input: CreatePaymentInput): Promise<{ payUrl: string }>;
  /** Refunds (part of) a succeeded payment; resolves when the gateway accepted it. */
  refund(input: RefundInput): Promise<{ refundNo: string }>;
}

/** Built-in development provider: the payer confirms on /api/payments/sandbox/:paymentId. */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async createPayment(input) {
    return { payUrl: `/api/payments/sandbox/${encodeURIComponent(input.publicId)}` };
  },
  async refund() {
    return { refundNo: `SBR${randomUUID().replaceAll('-', '').slice(0, 20)}` };
  },
};

/** Every pay way is served by the sandbox until a real gateway is configured. */
export function providerFor(_payWay: string): PaymentProvider {
  return sandboxProvider;
}

/** Public payment ids carry their project so public gateway calls find the tenant. */
export function newPublicId(projectId: number): string {
  return `${projectId}-${randomUUID().replaceAll('-', '')}`;
}

export function projectOfPublicId(publicId: string): number | null {
  const m = /^(\d{1,9})-[0-9a-f]{32}$/.exec(publicId);
  return m ? Number(m[1]) : null;
}
