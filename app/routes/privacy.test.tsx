import { describe, expect, it } from "vitest";
import { renderPageForTest } from "../components/content/render-page-for-test";
import { DEFAULT_CONTACT_EMAIL as defaultContactEmail } from "../../core/content/contact-email";
import { privacyPageType, toPrivacyPolicy } from "../../core/content-types/privacy-page-type";
import { readSeedEntryForTest } from "../../tests/helpers/seed-entry";
import Privacy, { loader } from "./privacy";
import { createPageCacheHandle } from "../../core/page-protocol/page-cache-handle";

type LoaderArgs = Parameters<typeof loader>[0];

/** The policy as the CMS is first seeded with it. */
const entry = readSeedEntryForTest({ type: privacyPageType });
const policy = toPrivacyPolicy(entry);

describe("the privacy page's contact address", () => {
  it("is read from the contact_email setting in the loader", async () => {
    const context = {
      pageCacheHandle: createPageCacheHandle().handle,
      services: {
        pageCache: {
          readSettings: async () => ({ contact_email: "dpo@site.example" }),
          remember: <T,>(_key: string, load: () => Promise<T>) => load(),
        },
        publicEntries: { readPublished: async () => entry },
      },
    };
    expect(await loader({ context } as unknown as LoaderArgs)).toEqual({ policy, contactEmail: "dpo@site.example" });
  });

  it("is the one written and linked in the policy, never the built-in default", () => {
    const html = renderPageForTest({
      Component: Privacy,
      path: "/privacy",
      loaderData: { policy, contactEmail: "dpo@site.example" },
    });
    expect(html).toContain('<a href="mailto:dpo@site.example">dpo@site.example</a>');
    expect(html).not.toContain(defaultContactEmail);
    expect(html).not.toContain("{contactEmail}");
  });
});

describe("the privacy page on deleting a result", () => {
  it("explains the delete key, that only its hash is stored, and what deletion removes", () => {
    const html = renderPageForTest({
      Component: Privacy,
      path: "/privacy",
      loaderData: { policy, contactEmail: "dpo@site.example" },
    }).replaceAll("&quot;", '"');
    expect(html).toContain("You can delete your result yourself, at any time, from the browser you used to create it.");
    expect(html).toContain("We store only a one-way hash of the key, never the key itself.");
    expect(html).toContain('shows "Delete this assessment"');
    expect(html).toContain("together with its share image and its PDF report");
  });
});
