import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { detectInAppBrowser } from "../core/browser-detection/detect-in-app-browser";
import { readDeleteToken } from "./hooks/use-delete-token";
import { startOnFirstInput } from "./lib/first-input";

function hydrate(): void {
  // The marker below is the browser's own, not the server's: gone before React compares the two.
  delete document.documentElement.dataset.hydrateWaiting;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * Pages whose routes ask for it (`handle.hydrate: "on-input"`, the root marks them with
 * `data-hydrate`) are read first: React starts at the visitor's first input, so loading the page
 * runs no hydration on the main thread (ADR 018). It starts at once where the page must act
 * without input: inside an in-app browser (the compatibility notice), when focus is already in a
 * form control (restored by the browser or autofocus), or on a result page this browser created
 * (it shows the owner's own details and actions, fetched with the owner key; ADR 021).
 */
function startsAtOnce(): boolean {
  const root = document.documentElement;
  if (root.dataset.hydrate !== "on-input") return true;
  if (detectInAppBrowser(navigator.userAgent).isInAppBrowser) return true;
  const resultId = /^\/assessment\/([^/]+)$/.exec(window.location.pathname)?.[1];
  if (resultId && readDeleteToken(resultId)) return true;
  const focused = document.activeElement;
  return focused !== null && focused !== document.body && focused !== root;
}

if (startsAtOnce()) hydrate();
else {
  startOnFirstInput({ target: window, start: hydrate });
  // Tells browser tests (and curious developers) that the page now waits for an input.
  document.documentElement.dataset.hydrateWaiting = "true";
}
