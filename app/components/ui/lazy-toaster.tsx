import { lazy, Suspense, useState } from "react";
import { useToasts } from "../../hooks/use-toast";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/**
 * The toast region, loaded with the first toast: most visits never see one, so the toast library
 * stays out of the code every page runs while it hydrates (ADR 013). Once loaded it stays.
 */
export function LazyToaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
