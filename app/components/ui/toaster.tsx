import { CheckCircle2, Info, X, XCircle } from "lucide-react";
import { Toast } from "radix-ui";
import { cn } from "../../lib/class-names";
import { TOAST_DURATION_MS, dismissToast, useToasts, type ToastVariant } from "../../hooks/use-toast";

const variantStyles: Record<ToastVariant, string> = {
  success: "border-emerald-200 bg-white",
  destructive: "border-red-300 bg-red-50",
  info: "border-brand-200 bg-white",
};

const variantIcons = {
  success: <CheckCircle2 className="size-5 text-risk-low" aria-hidden />,
  destructive: <XCircle className="size-5 text-risk-high" aria-hidden />,
  info: <Info className="size-5 text-brand-600" aria-hidden />,
} satisfies Record<ToastVariant, React.ReactNode>;

/**
 * The toast region: swipe right past 50 px to dismiss, auto-close after 5 s, and F8 moves focus
 * here (Radix's default hotkey), per assessment-flow.md §9.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DURATION_MS} label="Notification">
      {toasts.map(({ id, title, description, variant = "info", open }) => (
        <Toast.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          className={cn(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
            variantStyles[variant],
          )}
          data-variant={variant}
        >
          {variantIcons[variant]}
          <div className="grid gap-1">
            {title ? <Toast.Title className="text-sm font-semibold text-ink">{title}</Toast.Title> : null}
            {description ? <Toast.Description className="text-sm text-muted">{description}</Toast.Description> : null}
          </div>
          <Toast.Close
            className="absolute top-3 right-3 rounded-md p-1 text-muted hover:bg-surface hover:text-ink"
            aria-label="Close notification"
          >
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* Phones: under the sticky header, above a page's first heading, so a toast shown as the
          result page opens never covers the score further down. Wider screens: the bottom right
          corner, beside the content column. The empty strip lets taps through; toasts take them. */}
      <Toast.Viewport className="pointer-events-none fixed top-16 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:top-auto sm:right-4 sm:bottom-4" />
    </Toast.Provider>
  );
}
