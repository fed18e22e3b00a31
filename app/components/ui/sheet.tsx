import { X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/class-names";

/**
 * A panel that slides in from the side (the mobile menu): a native modal `<dialog>`, so the
 * browser traps focus, closes it on Escape and returns focus to the button that opened it. The
 * page's enhancement script (`app/lib/page-enhancements.ts`) opens it from the trigger and closes
 * it on a press on the backdrop, a followed link or the close button, with or without React.
 */
export function SheetTrigger({
  sheetId,
  ...props
}: { sheetId: string } & Pick<ComponentProps<"button">, "className" | "children" | "aria-label">) {
  return <button type="button" data-opens-dialog={sheetId} aria-haspopup="dialog" {...props} />;
}

export function Sheet({
  id,
  title,
  description,
  className,
  children,
}: {
  id: string;
  title: string;
  description: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <dialog
      id={id}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-80 max-w-[85vw] border-0 bg-white p-0 text-ink shadow-xl backdrop:bg-ink/40"
    >
      <div className={cn("relative flex min-h-full flex-col gap-4 p-6", className)}>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <p id={`${id}-description`} className="sr-only">
          {description}
        </p>
        {children}
        <button
          type="button"
          data-closes-dialog=""
          className="absolute top-4 right-4 rounded-md p-1.5 text-muted hover:bg-surface hover:text-ink"
          aria-label="Close menu"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
    </dialog>
  );
}
