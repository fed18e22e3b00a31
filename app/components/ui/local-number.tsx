import { useEffect, useRef } from "react";
import { formatNumberSpec, type NumberSpec } from "../../../core/number-format/format-number";

/**
 * A figure written en-US on the server (what crawlers and cached pages hold) and rewritten in the
 * visitor's own locale in the browser: by the page's enhancement script on pages without React
 * (app/lib/page-enhancements.ts reads `data-number-format`), and by this component once React runs
 * (after hydration, or when it renders the figure later). React's own text stays the en-US one, so
 * hydration finds what the server sent; the rewrite happens outside it.
 */
export function LocalNumber({ spec, className }: { spec: NumberSpec; className?: string }) {
  const ref = useRef<HTMLDataElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof navigator === "undefined") return;
    try {
      element.textContent = formatNumberSpec({ spec, locale: navigator.language });
    } catch {
      // A locale Intl does not know: the en-US text stays.
    }
  }, [spec]);
  return (
    <data
      ref={ref}
      value={spec.value}
      data-number-format={JSON.stringify(spec.options)}
      data-number-prefix={spec.prefix}
      data-number-suffix={spec.suffix}
      className={className}
      suppressHydrationWarning
    >
      {formatNumberSpec({ spec })}
    </data>
  );
}
