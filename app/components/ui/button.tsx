import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/class-names";

/**
 * Every look a button takes is a variant here, so a caller's `className` only adds layout
 * (margins, width, alignment) and never has to override a colour, a height or a padding.
 * Heights are minimums: a button whose label wraps (`wrap`) simply grows.
 */
export const buttonVariants = cva(
  "inline-flex items-center gap-2 rounded-lg text-sm font-semibold transition-colors disabled:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:opacity-60",
        secondary: "border border-line bg-white text-ink shadow-sm hover:bg-surface disabled:opacity-60",
        ghost: "text-ink hover:bg-surface disabled:opacity-60",
        destructive: "bg-risk-high text-white hover:opacity-90 disabled:opacity-60",
        link: "text-brand-700 underline-offset-4 hover:underline disabled:opacity-60",
        /** The call to action that needs the visitor's key ("the green button"). */
        go: "bg-emerald-700 text-white shadow-sm hover:bg-emerald-800 disabled:opacity-60",
        /** A finished step, shown at full strength even though it can no longer be pressed. */
        done: "bg-risk-low text-white shadow-sm",
        warning: "bg-amber-800 text-white shadow-sm hover:bg-amber-900 disabled:opacity-60",
      },
      size: {
        sm: "min-h-9 px-3",
        md: "min-h-11 px-5",
        lg: "min-h-12 px-6 text-base",
        icon: "size-10",
        /** No box of its own: a link-style button inside running text. */
        inline: "p-0",
      },
      wrap: {
        false: "whitespace-nowrap",
        true: "whitespace-normal",
      },
      align: {
        center: "justify-center",
        start: "justify-start",
      },
    },
    defaultVariants: { variant: "primary", size: "md", wrap: false, align: "center" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, wrap, align, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return <Component className={cn(buttonVariants({ variant, size, wrap, align }), className)} {...props} />;
}
