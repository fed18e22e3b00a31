import { TextField } from "./text-field";

/** Title and slug side by side; how the slug follows the title is the caller's (blog and page rules differ). */
export function TitleSlugFields({
  idPrefix,
  title,
  slug,
  onTitle,
  onSlug,
  slugPlaceholder,
  slugHint,
  titleRequired = false,
}: {
  idPrefix: string;
  title: string;
  slug: string;
  onTitle: (title: string) => void;
  onSlug: (slug: string) => void;
  slugPlaceholder?: string;
  slugHint?: string;
  titleRequired?: boolean;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField id={`${idPrefix}-title`} label="Title" value={title} onChange={onTitle} required={titleRequired} />
      <TextField
        id={`${idPrefix}-slug`}
        label="Slug"
        hint={slugHint}
        value={slug}
        placeholder={slugPlaceholder}
        onChange={onSlug}
      />
    </div>
  );
}
