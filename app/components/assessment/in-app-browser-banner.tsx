import { ExternalLink, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { detectInAppBrowser, type BrowserDetection } from "../../../core/browser-detection/detect-in-app-browser";
import { Button } from "../ui/button";
import { sendMobileDebugReport } from "./mobile-debug";

/** Dismissal is not sensitive, so unlike the API key it may live in localStorage (§3). */
export const BROWSER_WARNING_DISMISSED = "mobile-browser-warning-dismissed";
const OPEN_FALLBACK_DELAY_MS = 1000;

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(BROWSER_WARNING_DISMISSED) === "true";
  } catch {
    return false;
  }
}

/**
 * The address that hands this page to the device's real browser: Chrome through an Android
 * intent (which carries no fragment of its own, so ours is dropped), Safari through its
 * x-safari- scheme on iOS.
 */
export function buildOpenInBrowserUrl({ href, isAndroid }: { href: string; isAndroid: boolean }): string {
  const url = new URL(href);
  if (!isAndroid) return `x-safari-${url.href}`;
  const scheme = url.protocol.replace(":", "");
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${scheme};package=com.android.chrome;end`;
}

type OpenWindow = {
  location: { href: string };
  setTimeout: (run: () => void, ms: number) => unknown;
  open: Window["open"];
};
type OpenDocument = Pick<Document, "hidden" | "addEventListener" | "removeEventListener">;

/**
 * Tries the device's real browser, then after 1 s opens the same address normally (§4) — unless
 * the page was hidden meanwhile, which means the real browser took over (exported for tests).
 */
export function openInBrowser({
  isAndroid,
  win = window,
  doc = document,
}: {
  isAndroid: boolean;
  win?: OpenWindow;
  doc?: OpenDocument;
}): void {
  const href = win.location.href;
  let left = doc.hidden;
  const noteHidden = () => {
    if (doc.hidden) left = true;
  };
  doc.addEventListener("visibilitychange", noteHidden);
  win.location.href = buildOpenInBrowserUrl({ href, isAndroid });
  win.setTimeout(() => {
    doc.removeEventListener("visibilitychange", noteHidden);
    if (left || doc.hidden) return;
    win.open(href, "_blank", "noopener");
  }, OPEN_FALLBACK_DELAY_MS);
}

/**
 * 'Browser Compatibility Notice' for the nine in-app browsers that often break uploads and
 * downloads. Detection also sends a browser_detection report when an in-app browser or Android
 * is seen (fire-and-forget).
 */
export function InAppBrowserBanner() {
  const [detection, setDetection] = useState<BrowserDetection | null>(null);
  const [dismissed, setDismissed] = useState(true);

  useEffect(() => {
    const userAgent = navigator.userAgent;
    const detected = detectInAppBrowser(userAgent);
    setDetection(detected);
    setDismissed(readDismissed());
    if (detected.isInAppBrowser || detected.isAndroid) {
      sendMobileDebugReport({
        type: "browser_detection",
        debugInfo: {
          userAgent: userAgent.slice(0, 200),
          isInAppBrowser: detected.isInAppBrowser,
          browserName: detected.browserName,
          isAndroid: detected.isAndroid,
          isMobile: detected.isMobile,
          timestamp: new Date().toISOString(),
        },
      });
    }
  }, []);

  if (!detection?.isInAppBrowser || dismissed) return null;

  return (
    <section
      aria-labelledby="in-app-browser-title"
      className="mx-4 mt-4 max-w-3xl rounded-2xl sm:mx-auto border border-amber-300 bg-amber-50 p-4 text-amber-950 shadow-sm"
    >
      <div className="flex gap-3">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
        <div className="min-w-0 flex-1">
          <h2 id="in-app-browser-title" className="font-semibold">
            Browser Compatibility Notice
          </h2>
          <p className="mt-1 text-sm">
            {`You're using ${detection.browserName} in-app browser, which may block some features. For the best experience, please open this app in:`}
          </p>
          <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm">
            <li>Chrome or Safari (recommended)</li>
            <li>Your device's default browser</li>
          </ul>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              variant="warning"
              onClick={() => openInBrowser({ isAndroid: detection.isAndroid })}
            >
              <ExternalLink aria-hidden /> Open in Browser
            </Button>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => {
                try {
                  window.localStorage.setItem(BROWSER_WARNING_DISMISSED, "true");
                } catch {
                  // Storage blocked: the banner still closes for this visit.
                }
                setDismissed(true);
              }}
            >
              Continue Anyway
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
