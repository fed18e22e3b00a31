import { Pencil, Send, Trash2 } from "lucide-react";
import { Button } from "../ui/button";
import { OwnerOnlyNote } from "./owner-only";
import type { CollectionEditor, CollectionItem } from "./use-collection-editor";

/**
 * Edit, Submit for Approval and Delete for one list item, as small icon buttons (the blog list) or
 * as labelled buttons (pages and guides). Where an editor may not edit or delete, the owner-only
 * note says why.
 */
export function RowActions<Item extends CollectionItem, Draft>({
  editor,
  item,
  canEdit,
  canDelete,
  canSubmit,
  look,
}: {
  editor: CollectionEditor<Item, Draft>;
  item: Item;
  canEdit: boolean;
  canDelete: boolean;
  canSubmit: boolean;
  look: "icons" | "buttons";
}) {
  const ownerOnly = !canEdit || !canDelete ? <OwnerOnlyNote /> : null;
  if (look === "icons") {
    return (
      <div className="flex flex-col items-end gap-1">
        <div className="flex gap-1">
          {canSubmit ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Submit ${item.title} for approval`}
              onClick={() => editor.submitForApproval(item)}
            >
              <Send aria-hidden="true" />
            </Button>
          ) : null}
          {canEdit ? (
            <Button variant="ghost" size="icon" aria-label={`Edit ${item.title}`} onClick={() => editor.open(item)}>
              <Pencil aria-hidden="true" />
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${item.title}`}
              onClick={() => editor.confirmDelete(item)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          ) : null}
        </div>
        {ownerOnly}
      </div>
    );
  }
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      {canEdit ? (
        <Button size="sm" variant="secondary" onClick={() => editor.open(item)}>
          Edit
        </Button>
      ) : null}
      {canSubmit ? (
        <Button size="sm" variant="secondary" onClick={() => editor.submitForApproval(item)}>
          Submit for Approval
        </Button>
      ) : null}
      {canDelete ? (
        <Button size="sm" variant="destructive" onClick={() => editor.confirmDelete(item)}>
          Delete
        </Button>
      ) : null}
      {ownerOnly}
    </div>
  );
}
