/** HTML-escapes text for element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The redirect target of an OAuth-style authorize page: redirect_uri plus code and state. */
export function redirectWithCode(redirectUri: string, code: string, state: string | undefined): string {
  const url = new URL(redirectUri);
  url.searchParams.set('code', code);
  if (state !== undefined) url.searchParams.set('state', state);
  return url.toString();
}

const STYLE = `body{font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;background:#f5f5f5}
main{max-width:420px;margin:48px auto;padding:24px;background:#fff;border-radius:12px}
h1{font-size:20px;margin:0 0 8px}.tip{color:#b45309;background:#fffbeb;padding:8px;border-radius:6px;font-size:13px}
dl{font-size:14px;color:#333}dt{color:#888}dd{margin:0 0 8px;word-break:break-all}
.btn,button{display:block;width:100%;box-sizing:border-box;text-align:center;padding:12px;border:0;border-radius:8px;
background:#07c160;color:#fff;font-size:16px;text-decoration:none}
input{width:100%;box-sizing:border-box;padding:10px;margin:4px 0 12px;font-size:16px}`;

export interface DevPage {
  title: string;
  facts: [label: string, value: string][];
  /** Either a link button (authorize) or a GET form asking for one field. */
  action:
    | { kind: 'link'; href: string; label: string }
    | {
        kind: 'form';
        path: string;
        hidden: Record<string, string>;
        field: { name: string; label: string };
        label: string;
      };
}

/** A minimal page of a development provider, clearly labelled as such; no script. */
export function renderDevPage(page: DevPage): string {
  const facts = page.facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('');
  let action: string;
  if (page.action.kind === 'link') {
    action = `<a class="btn" id="authorize" href="${escapeHtml(page.action.href)}">${escapeHtml(page.action.label)}</a>`;
  } else {
    const hidden = Object.entries(page.action.hidden)
      .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
      .join('');
    const f = page.action.field;
    action = `<form method="get" action="${escapeHtml(page.action.path)}">${hidden}<label>${escapeHtml(f.label)}<input name="${escapeHtml(f.name)}" required></label><button type="submit">${escapeHtml(page.action.label)}</button></form>`;
  }
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(page.title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(page.title)}</h1><p class="tip">此页面仅用于开发和测试，不会连接真实的第三方平台。</p><dl>${facts}</dl>${action}</main></body></html>`;
  return html;
}
