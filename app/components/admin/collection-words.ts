/**
 * Every sentence one collection editor shows (list, form, toasts, confirm), made from its nouns so
 * posts, pages and guides say the same things the same way (content-and-cms.md §2, §8).
 */
export interface CollectionNouns {
  /** One item, lower case, in toasts and the delete confirm: "post", "page", "guide". */
  noun: string;
  /** The list, lower case: "posts", "pages", "country guides". */
  plural: string;
  /** One item as the form and the New button name it, lower case (default `noun`): "blog post". */
  formNoun?: string;
  /** `formNoun` as a heading (default: its first letter upper-cased): "Blog Post". */
  formTitle?: string;
}

export interface CollectionWords {
  loadFailed: string;
  loading: string;
  searchPlaceholder: string;
  noMatch: string;
  newItem: string;
  newFormLabel: string;
  editFormLabel: string;
  editHeading: (title: string) => string;
  save: string;
  created: string;
  updated: string;
  deleted: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
  confirmDelete: string;
}

function capitaliseFirst(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

export function describeCollectionWords({
  noun,
  plural,
  formNoun = noun,
  formTitle,
}: CollectionNouns): CollectionWords {
  const nounTitle = capitaliseFirst(noun);
  const heading = formTitle ?? capitaliseFirst(formNoun);
  return {
    loadFailed: `Failed to load ${plural}`,
    loading: `Loading ${plural}…`,
    searchPlaceholder: `Search ${plural}…`,
    noMatch: `No ${plural} match your search.`,
    newItem: `New ${heading}`,
    newFormLabel: `New ${formNoun}`,
    editFormLabel: `Edit ${formNoun}`,
    editHeading: (title) => `Edit ${heading}: ${title}`,
    save: `Save ${nounTitle}`,
    created: `${nounTitle} created successfully!`,
    updated: `${nounTitle} updated successfully!`,
    deleted: `${nounTitle} deleted successfully!`,
    createFailed: `Failed to create ${noun}`,
    updateFailed: `Failed to update ${noun}`,
    deleteFailed: `Failed to delete ${noun}`,
    confirmDelete: `Are you sure you want to delete this ${noun}?`,
  };
}
