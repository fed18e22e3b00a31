/**
 * Owner-entered code (site settings) placed into public pages. The CSP allows scripts only with
 * the per-response nonce, so every <script> tag in the owner's code gets the nonce attribute
 * (see docs/decisions/004-owner-code-and-csp.md). Inline event handlers (onclick=…) in that
 * code stay blocked by the CSP on purpose.
 */

export type OwnerCodeSettings = Readonly<Record<string, string | undefined>>;

/** Adds nonce="…" to every <script …> opening tag that does not carry one. */
export function addNonceToScripts({ html, nonce }: { html: string; nonce: string }): string {
  return html.replace(/<script\b(?![^>]*\bnonce=)/gi, `<script nonce="${nonce}"`);
}

/** Text that must stay inside a <style> or <script> element: its closing tag is broken up. */
function guardRawText({ text, tag }: { text: string; tag: "style" | "script" }): string {
  return text.replace(new RegExp(`</(${tag})`, "gi"), "<\\/$1");
}

const idPattern = /^[A-Za-z0-9_-]{1,40}$/;

/** The Google Analytics measurement id, if set and well-formed (else no loader and no CSP hosts). */
function readGoogleAnalyticsId(settings: OwnerCodeSettings): string | undefined {
  const id = settings.google_analytics_id?.trim();
  return id && idPattern.test(id) ? id : undefined;
}

/** The Hotjar site id, if set and numeric. */
function readHotjarId(settings: OwnerCodeSettings): string | undefined {
  const id = settings.hotjar_id?.trim();
  return id && /^\d{1,12}$/.test(id) ? id : undefined;
}

/** The Facebook Pixel id, if set and numeric. */
function readFacebookPixelId(settings: OwnerCodeSettings): string | undefined {
  const id = settings.facebook_pixel_id?.trim();
  return id && /^\d{1,20}$/.test(id) ? id : undefined;
}

export type CspDirective = "script-src" | "connect-src" | "img-src";
export type CspAdditions = Partial<Record<CspDirective, string[]>>;

/**
 * The hosts the analytics loaders we generate need beyond our own origin, only for the services
 * whose id is set (and well-formed, i.e. whose loader is really on the page): scripts they load,
 * beacons they send with fetch/XHR/WebSocket, and tracking pixels. Owner code pasted into
 * header_code, footer_code or custom_analytics_code gets no hosts of its own (ADR 004).
 */
export function buildAnalyticsCspSources({ settings }: { settings: OwnerCodeSettings }): CspAdditions {
  const additions: Required<CspAdditions> = { "script-src": [], "connect-src": [], "img-src": [] };
  if (readGoogleAnalyticsId(settings)) {
    additions["script-src"].push("https://www.googletagmanager.com");
    additions["connect-src"].push(
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    );
  }
  if (readHotjarId(settings)) {
    additions["script-src"].push("https://static.hotjar.com", "https://script.hotjar.com");
    additions["connect-src"].push("https://*.hotjar.com", "https://*.hotjar.io", "wss://*.hotjar.com");
  }
  if (readFacebookPixelId(settings)) {
    additions["script-src"].push("https://connect.facebook.net");
    additions["img-src"].push("https://www.facebook.com");
    additions["connect-src"].push("https://www.facebook.com");
  }
  const result: CspAdditions = {};
  for (const [directive, sources] of Object.entries(additions) as [CspDirective, string[]][]) {
    if (sources.length) result[directive] = sources;
  }
  return result;
}

/** What the owner's code is placed with: the settings, the page's CSP nonce, and whether scripts may run. */
interface OwnerCodeOptions {
  settings: OwnerCodeSettings;
  nonce: string;
  /** false on a visitor's private result page: no third-party scripts there. */
  withScripts?: boolean;
}

/**
 * Code for the end of <head>: custom_css, Google Analytics, Hotjar, header_code. With
 * `withScripts: false` (a visitor's private result page) only custom_css is placed.
 */
export function buildOwnerHeadCode({ settings, nonce, withScripts = true }: OwnerCodeOptions): string {
  const parts: string[] = [];
  const css = settings.custom_css?.trim();
  if (css) parts.push(`<style>${guardRawText({ text: css, tag: "style" })}</style>`);
  if (!withScripts) return parts.join("\n");
  const ga = readGoogleAnalyticsId(settings);
  if (ga) {
    parts.push(
      `<script async src="https://www.googletagmanager.com/gtag/js?id=${ga}" nonce="${nonce}"></script>`,
      `<script nonce="${nonce}">window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","${ga}");</script>`,
    );
  }
  const hotjar = readHotjarId(settings);
  if (hotjar) {
    parts.push(
      `<script nonce="${nonce}">(function(h,o,t,j,a,r){h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};h._hjSettings={hjid:${hotjar},hjsv:6};a=o.getElementsByTagName('head')[0];r=o.createElement('script');r.async=1;r.nonce="${nonce}";r.src=t+h._hjSettings.hjid+j+h._hjSettings.hjsv;a.appendChild(r);})(window,document,'https://static.hotjar.com/c/hotjar-','.js?sv=');</script>`,
    );
  }
  const header = settings.header_code?.trim();
  if (header) parts.push(addNonceToScripts({ html: header, nonce }));
  return parts.join("\n");
}

/**
 * Code for the end of <body>: Facebook Pixel, custom_analytics_code, custom_js, footer_code.
 * Nothing at all with `withScripts: false` (a visitor's private result page).
 */
export function buildOwnerBodyCode({ settings, nonce, withScripts = true }: OwnerCodeOptions): string {
  if (!withScripts) return "";
  const parts: string[] = [];
  const pixel = readFacebookPixelId(settings);
  if (pixel) {
    parts.push(
      `<script nonce="${nonce}">!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.nonce="${nonce}";t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${pixel}');fbq('track','PageView');</script>`,
    );
  }
  const analytics = settings.custom_analytics_code?.trim();
  if (analytics) parts.push(addNonceToScripts({ html: analytics, nonce }));
  const js = settings.custom_js?.trim();
  if (js) parts.push(`<script nonce="${nonce}">${guardRawText({ text: js, tag: "script" })}</script>`);
  const footer = settings.footer_code?.trim();
  if (footer) parts.push(addNonceToScripts({ html: footer, nonce }));
  return parts.join("\n");
}

/** Inserts head and body code before </head> and the last </body> of a rendered page. */
export function injectOwnerCode({ html, head, body }: { html: string; head: string; body: string }): string {
  let result = html;
  if (head) {
    const at = result.indexOf("</head>");
    if (at !== -1) result = `${result.slice(0, at)}${head}${result.slice(at)}`;
  }
  if (body) {
    const at = result.lastIndexOf("</body>");
    if (at !== -1) result = `${result.slice(0, at)}${body}${result.slice(at)}`;
  }
  return result;
}
