/**
 * The sign-on host's HTML: one page template, escaping, and its stylesheet. Server-rendered pages
 * with no script at all and no inline style (a strict CSP fits them as it fits the app);
 * phone-sized, 44 px touch targets, labelled fields, one h1 per page.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value made safe for HTML. */
export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** A tagged template that escapes every interpolation unless it is already `Html`. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += renderValue(value) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

function renderValue(value: unknown): string {
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(renderValue).join('');
  if (value === null || value === undefined || value === false) return '';
  return esc(value);
}

export const STYLESHEET_PATH = '/sso/host.css';

export function page(title: string, body: Html, status = 200): Response {
  const doc = html`<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | 롯데 통합 로그인 (데모)</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<header class="host"><p>롯데 통합 로그인 <span>데모 서버</span></p></header>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>
`;
  // same-origin, not no-referrer: a browser posts a page's form with `Origin: null` under
  // no-referrer, which the host's cross-site guard must refuse; other sites still get nothing.
  return new Response(doc.value, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'referrer-policy': 'same-origin' },
  });
}

export const STYLESHEET = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Noto Sans KR','Apple SD Gothic Neo',sans-serif;color:#000;background:#fff;line-height:1.5}
header.host{background:#00484d;color:#fff;padding:12px 20px}
header.host p{margin:0;font-weight:700}
header.host span{font-weight:400;font-size:.85em;opacity:.85;margin-left:6px}
main{max-width:480px;margin:0 auto;padding:20px}
h1{font-size:1.5rem;margin:8px 0 16px}
h2{font-size:1.1rem;margin:32px 0 8px}
p.notice{background:#f4f4f4;border-radius:8px;padding:12px;font-size:.9rem;color:#333}
label{display:block;font-weight:700;margin:16px 0 4px}
input[type=text],input[type=password],input[type=tel],select{width:100%;min-height:48px;padding:0 12px;border:1px solid #767676;border-radius:8px;font:inherit}
input[aria-invalid=true]{border-color:#b3261e}
.hint{margin:4px 0 0;font-size:.85rem;color:#333}
.error{color:#000;border-left:4px solid #d74728;padding-left:8px;margin:6px 0 0}
button,a.button{display:flex;align-items:center;justify-content:center;width:100%;min-height:48px;margin-top:20px;border:0;border-radius:8px;background:#00484d;color:#fff;font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
a.link{display:inline-flex;align-items:center;min-height:44px;color:#00484d;font-weight:700}
fieldset{border:0;margin:16px 0 0;padding:0}
legend{font-weight:700;margin-bottom:8px}
.choice{display:flex;align-items:center;gap:10px;min-height:48px;border-bottom:1px solid #e0e0e0;font-weight:400;margin:0}
.choice input{width:22px;height:22px;margin:0}
table{border-collapse:collapse;width:100%;font-size:.85rem;margin-top:8px}
caption{text-align:left;font-weight:700;padding:8px 0}
th,td{border-bottom:1px solid #e0e0e0;padding:8px 6px;text-align:left;vertical-align:top}
code{font-size:.95em}
.table-wrap{overflow-x:auto}
`;

export function stylesheet(): Response {
  return new Response(STYLESHEET, { headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' } });
}
