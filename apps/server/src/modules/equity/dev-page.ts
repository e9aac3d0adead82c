const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function layout(body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>元梦权益（开发模拟）</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f5;color:#222;font-size:18px}
.banner{background:#c62828;color:#fff;padding:12px 16px;font-weight:bold;text-align:center}
main{max-width:420px;margin:24px auto;background:#fff;border-radius:8px;padding:24px}
button{width:100%;padding:14px;font-size:18px;border:0;border-radius:6px;margin-top:12px;background:#2e7d32;color:#fff}
a{display:block;text-align:center;margin-top:16px;color:#1565c0}</style></head>
<body><div class="banner" role="alert">元梦权益 — 开发模拟页面，非合作方真实页面</div><main>${body}</main></body></html>`;
}

/** The partner page of the development provider: the patient opens the equity card. */
export function equityPage(ticket: string, state: 'none' | 'active' | 'refunded'): string {
  const action = `/api/equity/yuanmeng/dev/open?ticket=${encodeURIComponent(ticket)}`;
  const open =
    state === 'active'
      ? '<p>该就诊人的元梦权益卡已开通。</p>'
      : `<form method="post" action="${escapeHtml(action)}"><button type="submit">开通元梦权益卡</button></form>`;
  return layout(`<h1>元梦权益卡</h1><p>开通后一年内享受合作方提供的健康权益服务。</p>${open}`);
}

export function equityResultPage(ok: boolean, patientId: number | null): string {
  const back = patientId ? `/app/yingkang/lifetime/user/equity/card?patientId=${patientId}` : '/';
  return layout(
    `<h1>${ok ? '开通成功' : '链接已失效'}</h1><p>${ok ? '元梦权益卡已开通。' : '请返回应用重新进入。'}</p><a href="${escapeHtml(back)}">返回应用</a>`,
  );
}
