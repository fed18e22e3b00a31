import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

const RECHECK_DELAY_MS = 80;

/**
 * assessment-flow.md §2: a new query string scrolls to the top (smoothly where the browser
 * supports it), then, 50-100 ms later, forces the top again if something (a late layout shift,
 * the browser's own scroll restoration) left the page scrolled.
 */
export function useScrollToTopOnQueryChange(): void {
  const { search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const prefersReducedMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion ? "instant" : "smooth" });
    const timer = window.setTimeout(() => {
      if (window.scrollY > 0) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    }, RECHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search]);
}
