import { APP_VERSION } from '@armada/domain';
import { SSO_LANGUAGES, SSO_TEXT, type SsoLanguage } from './sso-page-text.js';

export type SsoPageState = {
  lang: SsoLanguage;
  serviceURL: string;
  username?: string;
  error?: { code: string; message: string; response?: number };
};

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const LANGUAGE_NAMES: Record<SsoLanguage, string> = { 'en-us': 'English', id: 'Indonesia', ja: '日本語' };

/** The sign-in service's own page: a plain form that works without JavaScript. */
export function renderSsoPage(state: SsoPageState): string {
  const text = SSO_TEXT[state.lang];
  const service = encodeURIComponent(state.serviceURL);
  const languages = SSO_LANGUAGES.map((lang) =>
    lang === state.lang
      ? `<strong>${LANGUAGE_NAMES[lang]}</strong>`
      : `<a href="/sso/login?serviceURL=${service}&amp;lang=${lang}" hreflang="${lang}">${LANGUAGE_NAMES[lang]}</a>`,
  ).join(' · ');
  const portal = new URL(state.serviceURL, 'http://portal.invalid');
  const forgotHref = portal.host === 'portal.invalid' ? '/forgot-password' : `${portal.origin}/forgot-password`;
  const error = state.error
    ? `<div class="error" role="alert" data-testid="sso-error" data-code="${escape(state.error.code)}">${escape(state.error.message)}${
        state.error.response === 2
          ? `<form method="post" action="/sso/logout"><input type="hidden" name="serviceURL" value="${escape(state.serviceURL)}"><button type="submit" class="as-link">${text.logout}</button></form>`
          : ''
      }</div>`
    : '';
  return `<!doctype html>
<html lang="${state.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(text.title)}</title>
<style>
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:linear-gradient(135deg,#0b1f33,#14456b);color:#1f2933}
main{width:min(400px,92vw);background:#fff;border-radius:12px;padding:32px 28px;box-shadow:0 12px 40px rgba(0,0,0,.35)}
h1{margin:0 0 4px;font-size:22px}.sub{margin:0 0 24px;color:#52606d}label{display:block;font-weight:600;margin:14px 0 6px}
input{width:100%;padding:10px 12px;border:1px solid #cbd2d9;border-radius:8px;font-size:15px}input:focus{outline:2px solid #0958d9;border-color:#0958d9}
button{margin-top:22px;width:100%;padding:11px;border:0;border-radius:8px;background:#0958d9;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
.error{margin:0 0 12px;padding:10px 12px;border-radius:8px;background:#fff1f0;border:1px solid #ffa39e;color:#a8071a}.error p{margin:8px 0 0}
.links{display:flex;justify-content:space-between;margin-top:18px;font-size:13px;color:#52606d}a{color:#0958d9}.error button.as-link{margin:8px 0 0;width:auto;padding:0;background:none;color:#0958d9;font-size:inherit;font-weight:400;text-decoration:underline}.brand{letter-spacing:.2em;color:#0958d9;font-weight:700;font-size:12px}
</style></head>
<body><main>
<div class="brand">ARMADA</div>
<h1>${escape(text.title)}</h1><p class="sub">${escape(text.subtitle)}</p>
${error}
<form method="post" action="/sso/login">
<input type="hidden" name="serviceURL" value="${escape(state.serviceURL)}"><input type="hidden" name="lang" value="${state.lang}">
<label for="username">${escape(text.username)}</label><input id="username" name="username" autocomplete="username" required value="${escape(state.username ?? '')}">
<label for="password">${escape(text.password)}</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${escape(text.submit)}</button>
</form>
<div class="links"><a href="${escape(forgotHref)}">${escape(text.forgot)}</a><span aria-label="${escape(text.language)}">${languages}</span></div>
<div class="links"><span>v${APP_VERSION}</span></div>
</main></body></html>`;
}
