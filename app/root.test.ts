import { describe, expect, it, vi } from "vitest";
import { loader } from "./root";

type LoaderArgs = Parameters<typeof loader>[0];

function loadRoot(readSettings: () => Promise<Record<string, string>>, logger = { warn: vi.fn() }) {
  const context = {
    services: { pageCache: { readSettings }, logger, env: { PUBLIC_URL: "https://site.example" } },
    cspNonce: "N",
  };
  return loader({ context, request: new Request("https://site.example/"), params: {} } as unknown as LoaderArgs);
}

describe("the root loader's site meta", () => {
  it("carries the SEO settings: home title and description, keywords and the Search Console token", async () => {
    const { site } = await loadRoot(async () => ({
      site_title: "AI Job Risk",
      site_description: "General",
      meta_title: "Will AI Replace My Job? Free AI Risk Assessment",
      meta_description: "Snippet",
      meta_keywords: "future of work, job security AI",
      google_search_console: "abcdefghij12345",
    }));
    expect(site).toMatchObject({
      siteTitle: "AI Job Risk",
      homeTitle: "Will AI Replace My Job? Free AI Risk Assessment",
      homeDescription: "Snippet",
      keywords: ["future of work", "job security AI"],
      googleSiteVerification: "abcdefghij12345",
    });
  });

  it("leaves them out when the settings are empty", async () => {
    const { site } = await loadRoot(async () => ({
      site_title: "AI Job Risk",
      meta_title: " ",
      google_search_console: "",
    }));
    expect(site.homeTitle).toBeUndefined();
    expect(site.googleSiteVerification).toBeUndefined();
    expect(site.keywords).toEqual([]);
  });

  it("renders with the built-in defaults when the settings cannot be read", async () => {
    const logger = { warn: vi.fn() };
    const { site, nonce } = await loadRoot(async () => {
      throw new Error("database down");
    }, logger);
    expect(site.siteTitle).toBe("AI Job Risk");
    expect(nonce).toBe("N");
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});
