import type { ReactNode } from "react";
import { Button } from "../ui/button";
import { cardClass } from "./form-styles";
import type { CollectionEditor, CollectionItem } from "./use-collection-editor";

/**
 * The form shell every collection editor shares: its name ("New page", "Edit guide"), the heading,
 * the fields it is given, and Cancel / Save kept in view at the bottom while saving runs.
 */
export function EditorForm<Item extends CollectionItem, Draft>({
  editor,
  onSubmit,
  saveDisabled = false,
  children,
}: {
  editor: CollectionEditor<Item, Draft>;
  onSubmit: () => void;
  saveDisabled?: boolean;
  children: ReactNode;
}) {
  const { words, editing } = editor;
  if (editing === null) return null;
  return (
    <form
      className={`${cardClass} space-y-4`}
      aria-label={editing === "new" ? words.newFormLabel : words.editFormLabel}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 className="text-lg font-semibold break-words">
        {editing === "new" ? words.newItem : words.editHeading(editing.title)}
      </h2>
      {children}
      <div className="sticky bottom-0 flex flex-wrap justify-end gap-2 border-t border-line bg-white py-3">
        <Button type="button" variant="secondary" onClick={editor.close}>
          Cancel
        </Button>
        <Button type="submit" disabled={editor.isSaving || saveDisabled}>
          {editor.isSaving ? "Saving…" : words.save}
        </Button>
      </div>
    </form>
  );
}
