import { MetaLengthField } from "./meta-length-field";

/** Meta title and meta description side by side, each with its counter and length hint. */
export function MetaFields({
  metaTitle,
  metaDescription,
  onChange,
}: {
  metaTitle: string;
  metaDescription: string;
  onChange: (change: { metaTitle: string } | { metaDescription: string }) => void;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <MetaLengthField kind="title" value={metaTitle} onChange={(value) => onChange({ metaTitle: value })} />
      <MetaLengthField
        kind="description"
        value={metaDescription}
        onChange={(value) => onChange({ metaDescription: value })}
      />
    </div>
  );
}
