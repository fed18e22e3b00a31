import { Loader2 } from "lucide-react";

/**
 * 'Loading Assessment' while the result page's data is on its way (§2). As an overlay it covers
 * the page being left, wherever it is scrolled.
 */
export function AssessmentLoading({ overlay = false }: { overlay?: boolean }) {
  const layout = overlay
    ? "fixed inset-0 z-30 flex flex-col items-center justify-center bg-white/95 px-6 text-center backdrop-blur-sm"
    : "mx-auto flex max-w-md flex-col items-center px-6 py-24 text-center";
  return (
    <div className={layout} role="status" aria-live="polite">
      <Loader2 className="size-10 animate-spin text-brand-600" aria-hidden />
      <h2 className="mt-5 text-2xl font-bold tracking-tight text-ink">Loading Assessment</h2>
      <p className="mt-2 text-muted">Retrieving your career risk analysis...</p>
    </div>
  );
}
