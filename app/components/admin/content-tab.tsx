import type { ContentType } from "../../../core/content-types/content-type";
import type { StaffUser } from "./admin-api";
import { CollectionManager } from "./collection-manager";

/**
 * The collections of one dashboard tab, in the registry's order (core/content-types/content-types.ts):
 * the Blog Posts tab holds the posts; the Pages tab the pages, then the guides and the site's own
 * pages, each a section of its own, as the spec's seven tabs stay. The first leads with the tab's
 * primary New button.
 */
export function ContentTab({
  tab,
  contentTypes,
  user,
}: {
  tab: ContentType["admin"]["tab"];
  contentTypes: readonly ContentType[];
  user: StaffUser;
}) {
  const types = contentTypes.filter((type) => type.admin.tab === tab);
  return (
    <>
      {types.map((type, index) =>
        index === 0 ? (
          <CollectionManager key={type.path} type={type} user={user} />
        ) : (
          <div key={type.path} className="mt-10 border-t border-line pt-8">
            <CollectionManager type={type} user={user} leads={false} />
          </div>
        ),
      )}
    </>
  );
}
