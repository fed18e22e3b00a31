import { inputClass } from "./form-styles";
import { LabelledField } from "./labelled-field";

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
      <LabelledField id={`${idPrefix}-title`} label="Title">
        <input
          id={`${idPrefix}-title`}
          className={inputClass}
          value={title}
          required={titleRequired}
          onChange={(event) => onTitle(event.target.value)}
        />
      </LabelledField>
      <LabelledField id={`${idPrefix}-slug`} label="Slug" hint={slugHint}>
        <input
          id={`${idPrefix}-slug`}
          className={inputClass}
          value={slug}
          placeholder={slugPlaceholder}
          onChange={(event) => onSlug(event.target.value)}
        />
      </LabelledField>
    </div>
  );
}
