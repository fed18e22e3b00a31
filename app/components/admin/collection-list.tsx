import { Plus, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../ui/button";
import type { StaffUser } from "./admin-api";
import { cardClass, inputClass } from "./form-styles";
import { SubmitApprovalDialog } from "./submit-approval-dialog";
import type { CollectionEditor, CollectionItem } from "./use-collection-editor";

/**
 * The list side every collection editor shares: heading and New button, the search box, loading,
 * failure and empty states, one card per item (its body is the caller's), and the approval dialog.
 */
export function CollectionList<Item extends CollectionItem, Draft>({
  editor,
  user,
  heading,
  headingId,
  searchLabel,
  emptyText,
  renderItem,
  itemClassName = cardClass,
  listClassName = "space-y-3",
  newButtonVariant = "primary",
}: {
  editor: CollectionEditor<Item, Draft>;
  user: StaffUser;
  heading: string;
  headingId: string;
  /** The search box's accessible name, e.g. "Search pages by title or slug". */
  searchLabel: string;
  /** Shown when there is nothing yet (a search with no result says so itself). */
  emptyText: string;
  renderItem: (item: Item) => ReactNode;
  itemClassName?: string;
  listClassName?: string;
  /** Secondary where several collections share a tab, so one primary action leads. */
  newButtonVariant?: "primary" | "secondary";
}) {
  const { words, items, visible, search } = editor;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {heading}
        </h2>
        <Button variant={newButtonVariant} onClick={() => editor.open("new")}>
          <Plus aria-hidden="true" /> {words.newItem}
        </Button>
      </div>
      <div className="relative">
        <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted" aria-hidden="true" />
        <input
          type="search"
          aria-label={searchLabel}
          placeholder={words.searchPlaceholder}
          className={`${inputClass} pl-9`}
          value={search}
          onChange={(event) => editor.setSearch(event.target.value)}
        />
      </div>
      {items.isPending ? (
        <p className="text-sm text-muted">{words.loading}</p>
      ) : items.isError ? (
        <p className="text-sm text-risk-high">{items.error.message}</p>
      ) : visible.length === 0 ? (
        <p className={`${cardClass} text-center text-sm text-muted`}>{search.trim() ? words.noMatch : emptyText}</p>
      ) : (
        <ul className={listClassName}>
          {visible.map((item) => (
            <li key={item.id} className={itemClassName}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      <SubmitApprovalDialog target={editor.approvalTarget} user={user} onClose={editor.closeApproval} />
    </section>
  );
}
