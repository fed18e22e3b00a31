/**
 * The inputs that mean a visitor is using a page: a pointer moving, pressing or touching, a key,
 * focus reaching a control, a click that came without any of those (a screen reader's activation
 * sends only the click), a file dragged in from outside (no pointer event comes with it; dropped on
 * the resume field, its change must reach React), or the page scrolling. A phone reader scrolls
 * before tapping: starting then lets React hydrate in short slices between frames, so the later tap
 * finds it ready.
 */
export const FIRST_INPUT_EVENTS = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "focusin",
  "click",
  "dragenter",
  "scroll",
] as const;

/**
 * Runs `start` once, at the first of `FIRST_INPUT_EVENTS` to reach `target`, synchronously and in
 * the capture phase. With `window` as the target, `start` runs before the event reaches the
 * document, so listeners it adds there (React's, ADR 018) still see that very event: React then
 * finishes hydrating at once for an input it must answer (a press, a key) and hands it on.
 *
 * Returns a function that starts at once instead (it also stops listening).
 */
export function startOnFirstInput({ target, start }: { target: EventTarget; start: () => void }): () => void {
  let started = false;
  function startNow(): void {
    if (started) return;
    started = true;
    for (const type of FIRST_INPUT_EVENTS) target.removeEventListener(type, startNow, true);
    start();
  }
  for (const type of FIRST_INPUT_EVENTS) target.addEventListener(type, startNow, { capture: true, passive: true });
  return startNow;
}
