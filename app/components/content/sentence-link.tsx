import { Link } from "react-router";
import { cn } from "../../lib/class-names";

/** A sentence that ends in a link to another page of the site ("Still have a question? Contact us"). */
export function SentenceLink({
  sentence,
  className,
  linkClassName,
}: {
  sentence: { text: string; label: string; href: string };
  className?: string;
  linkClassName?: string;
}) {
  return (
    <p className={className}>
      {sentence.text}{" "}
      <Link to={sentence.href} className={cn(linkClassName, "text-brand-700 hover:underline")}>
        {sentence.label}
      </Link>
    </p>
  );
}
