/** Items whose searched fields contain the term (case-insensitive); all items for an empty term. */
export function filterBySearch<Item>({
  items,
  term,
  fieldsOf,
}: {
  items: readonly Item[];
  term: string;
  fieldsOf: (item: Item) => readonly string[];
}): Item[] {
  const needle = term.trim().toLowerCase();
  if (needle === "") return [...items];
  return items.filter((item) => fieldsOf(item).some((field) => field.toLowerCase().includes(needle)));
}
