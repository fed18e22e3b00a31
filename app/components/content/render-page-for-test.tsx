import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";

/** Site meta as the root loader provides it, for rendering pages in unit tests. */
export const testSite = {
  siteTitle: "AI Job Risk",
  siteDescription: "",
  publicUrl: "https://site.example",
  ogImage: "/media/social.png",
};

/**
 * Test helper: server-renders a route component at `path` under a root route whose loader data is
 * the site meta and the nonce "NONCE", with the page's own loader (and action) data given.
 */
export function renderPageForTest({
  Component,
  path,
  loaderData,
  actionData,
}: {
  Component: ComponentType<never>;
  path: string;
  loaderData?: unknown;
  actionData?: unknown;
}): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => <Outlet />,
      children: [{ id: "page", path: path.slice(1), Component: Component as ComponentType }],
    },
  ]);
  return renderToString(
    <Stub
      initialEntries={[path]}
      hydrationData={{
        loaderData: { root: { site: testSite, nonce: "NONCE" }, page: loaderData ?? null },
        ...(actionData ? { actionData: { page: actionData } } : {}),
      }}
    />,
  );
}

/** The JSON-LD blocks of a rendered page that carry the test nonce, flattened. */
export function readJsonLdForTest(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json" nonce="NONCE">([\s\S]*?)<\/script>/g)].flatMap(
    (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>[],
  );
}
