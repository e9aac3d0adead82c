import { centsToYuan } from '@kanghu/shared';
import type { PaymentRow } from './repo.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STATE_TEXT: Record<PaymentRow['state'], string> = {
  pending: '待支付',
  succeeded: '支付成功',
  failed: '支付失败',
  refunded: '已退款',
};

function layout(body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>沙箱支付</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f5;color:#222}
.banner{background:#c62828;color:#fff;padding:12px 16px;font-weight:bold;text-align:center}
main{max-width:420px;margin:24px auto;background:#fff;border-radius:8px;padding:24px}
.amount{font-size:32px;font-weight:bold;margin:12px 0}
button{width:100%;padding:14px;font-size:18px;border:0;border-radius:6px;margin-top:12px}
.ok{background:#2e7d32;color:#fff}.fail{background:#eee;color:#c62828}
a{display:block;text-align:center;margin-top:16px;color:#1565c0}</style></head>
<body><div class="banner" role="alert">沙箱支付 — 仅用于开发测试，不会真实扣款</div><main>${body}</main></body></html>`;
}

const TITLES: Record<PaymentRow['orderKind'], string> = {
  inquiry: '在线问诊',
  reserve: '预约挂号',
  service_card: '购买服务卡',
};

/** The sandbox gateway's page: the payer confirms or fails the payment. */
export function paymentPage(payment: PaymentRow): string {
  const id = encodeURIComponent(payment.publicId);
  const state = STATE_TEXT[payment.state];
  const buttons =
    payment.state === 'pending'
      ? `<form method="post" action="/api/payments/sandbox/${id}/confirm"><button class="ok" type="submit">确认支付</button></form>
<form method="post" action="/api/payments/sandbox/${id}/fail"><button class="fail" type="submit">支付失败</button></form>`
      : `<p>该支付${escapeHtml(state)}</p>`;
  return layout(`<h1>${TITLES[payment.orderKind]}</h1><p>订单支付（${escapeHtml(payment.payWay)} / ${escapeHtml(payment.scene)}）</p>
<div class="amount">¥${centsToYuan(payment.amount)}</div><p>状态：${escapeHtml(state)}</p>${buttons}`);
}

/** Where the payer goes back to in the app after the cashier page. */
const RETURN_PATHS: Record<PaymentRow['orderKind'], (orderId: number) => string> = {
  inquiry: (id) => `/health/patient/inquiry/pay/success?id=${id}`,
  reserve: (id) => `/health/patient/reserve/pay/success?id=${id}`,
  service_card: (id) => `/app/yingkang/user/service/detail?id=${id}`,
};

export function resultPage(payment: PaymentRow, success: boolean): string {
  const back = RETURN_PATHS[payment.orderKind](payment.orderId);
  return layout(`<h1>${success ? '支付成功' : '支付失败'}</h1>
<div class="amount">¥${centsToYuan(payment.amount)}</div><a href="${escapeHtml(back)}">返回</a>`);
}

export function notFoundPage(): string {
  return layout('<h1>支付不存在</h1>');
}
