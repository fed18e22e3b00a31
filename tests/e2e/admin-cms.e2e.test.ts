import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  baseUrl,
  desktop,
  expectAccessible,
  launchBrowser,
  openWatchedPage,
  phone,
  waitForHydration,
  type WatchedPage,
} from "./browser";
import { E2E_ADMIN } from "./global-setup";

let browser: Browser;
const editor = { email: "editor@e2e.test", password: "editor-password-e2e-42" };
const shots = process.env.ADMIN_SCREENSHOTS;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, credentials: { email: string; password: string }) {
  await page.goto(`${baseUrl()}/admin/login`);
  await waitForHydration(page);
  await page.getByLabel("Email").fill(credentials.email);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Content Management" }).waitFor();
}

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name, exact: true }).click();
}

async function expectToast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
}

/** An API call from a signed-in page (its cookies, our Origin), as the admin UI makes it. */
function api(page: Page, method: "get" | "post" | "put" | "patch" | "delete", path: string, data?: unknown) {
  return page.request[method](`${baseUrl()}${path}`, { data, headers: { Origin: baseUrl() } });
}

function tinyPng(): Buffer {
  return Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
    "base64",
  );
}

describe("access to /admin", () => {
  it("redirects to the sign-in page on the server when signed out", async () => {
    const res = await fetch(`${baseUrl()}/admin`, { redirect: "manual" });
    expect([302, 303]).toContain(res.status);
    expect(res.headers.get("location")).toBe("/admin/login");
  });

  it("shows a generic error for a wrong password, and the sign-in page is accessible", async () => {
    const watched = await openWatchedPage({ browser, options: phone, allowConsoleErrors: [/401/] });
    await watched.page.goto(`${baseUrl()}/admin/login`);
    await waitForHydration(watched.page);
    await watched.page.getByLabel("Email").fill(E2E_ADMIN.email);
    await watched.page.getByLabel("Password").fill("not-the-right-password");
    await watched.page.getByRole("button", { name: "Sign in" }).click();
    await watched.page.getByRole("alert").getByText("Invalid email or password").waitFor();
    await expectAccessible(watched.page, "admin login");
    watched.assertClean();
    await watched.close();
  });
});

describe("the owner's dashboard", () => {
  let watched: WatchedPage;
  let originalSiteTitle = "";
  const createdSlugs = ["pilots-and-autopilot-what-changes-by-2030", "editors-draft-accountants-and-ai", "xss-check"];

  beforeAll(async () => {
    watched = await openWatchedPage({ browser, options: desktop });
    await signIn(watched.page, E2E_ADMIN);
    const settings = (await (await api(watched.page, "get", "/api/cms/settings")).json()) as {
      key: string;
      value: string;
    }[];
    originalSiteTitle = settings.find((setting) => setting.key === "site_title")?.value ?? "";
  });

  afterAll(async () => {
    // The browser suites share one server: put back what this file changed on the public site.
    const page = watched.page;
    await api(page, "post", "/api/cms/settings", { key: "site_title", value: originalSiteTitle, type: "text" });
    const posts = (await (await api(page, "get", "/api/cms/blog-posts")).json()) as { id: number; slug: string }[];
    for (const post of posts.filter((candidate) => createdSlugs.includes(candidate.slug))) {
      await api(page, "delete", `/api/cms/blog-posts/${post.id}`);
    }
    await watched?.close();
  });

  it("shows every tab, each accessible", async () => {
    const page = watched.page;
    await page.getByText("Recent blog posts").waitFor();
    await expectAccessible(page, "admin overview");
    if (shots) await page.screenshot({ path: `${shots}/admin-overview-desktop.png`, fullPage: true });
    for (const [tab, marker] of [
      ["SEO", "SEO Content Editor"],
      ["Blog Posts", "New Blog Post"],
      ["Pages", "New Page"],
      ["Media", "Upload Files"],
      ["Settings", "Site Settings"],
      ["Approvals", "Pending Approvals"],
    ] as const) {
      await openTab(page, tab);
      await page.getByText(marker, { exact: true }).first().waitFor();
      await page.waitForLoadState("networkidle");
      await expectAccessible(page, `admin ${tab}`);
      if (shots)
        await page.screenshot({
          path: `${shots}/admin-${tab.replace(" ", "-").toLowerCase()}-desktop.png`,
          fullPage: true,
        });
    }
    watched.assertClean();
  });

  it("creates and publishes a post that then appears on /blog", async () => {
    const page = watched.page;
    await openTab(page, "Blog Posts");
    await page.getByRole("button", { name: "New Blog Post" }).click();
    await page.getByLabel("Title", { exact: true }).fill("Pilots and autopilot: what changes by 2030");
    await page.getByLabel("Content (Markdown)").fill("Autopilot has flown planes for decades. Here is what is new.");
    await page.getByLabel("Keywords (comma-separated)").fill("pilots, aviation, ");
    await page.getByLabel("Meta title").fill("Short");
    await page.getByText("Too short - aim for 30-60 characters").waitFor();
    await page.getByLabel("Status").selectOption("published");
    await page.getByRole("button", { name: "Save Post" }).click();
    await expectToast(page, "Post created successfully!");
    const posts = (await (await api(page, "get", "/api/cms/blog-posts")).json()) as {
      slug: string;
      status: string;
      keywords: string[];
    }[];
    expect(posts.find((post) => post.slug === "pilots-and-autopilot-what-changes-by-2030")).toMatchObject({
      status: "published",
      keywords: ["pilots", "aviation"],
    });
    const blog = await (await fetch(`${baseUrl()}/blog`)).text();
    expect(blog).toContain("Pilots and autopilot: what changes by 2030");
    watched.assertClean();
  });

  it("keeps script in CMS text inert in the admin", async () => {
    const page = watched.page;
    let dialogs = 0;
    const onDialog = () => (dialogs += 1);
    page.on("dialog", onDialog);
    const xss = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    expect(
      (await api(page, "post", "/api/cms/blog-posts", { title: xss, slug: "xss-check", content: xss })).status(),
    ).toBe(201);
    await page.reload();
    await waitForHydration(page);
    await openTab(page, "Blog Posts");
    await page.getByText(xss, { exact: true }).first().waitFor();
    expect(await page.locator("img[src='x']").count()).toBe(0);
    expect(dialogs).toBe(0);
    page.off("dialog", onDialog);
    await api(
      page,
      "delete",
      `/api/cms/blog-posts/${((await (await api(page, "get", "/api/cms/blog-posts")).json()) as { id: number; slug: string }[]).find((p) => p.slug === "xss-check")!.id}`,
    );
  });

  it("creates a page with a derived slug, counters and keywords, then deletes it with the spec's confirm", async () => {
    const page = watched.page;
    await openTab(page, "Pages");
    await page.getByText("No pages created yet.").waitFor();
    await page.getByRole("button", { name: "New Page" }).click();
    const form = page.getByRole("form", { name: "New page" });
    await form.getByLabel("Title", { exact: true }).fill("Our Method, Explained!");
    expect(await form.getByLabel("Slug", { exact: true }).inputValue()).toBe("our-method-explained");
    await page.getByLabel("Content (Markdown)").fill("How we score jobs.");
    await page.getByLabel("Meta description").fill("x".repeat(130));
    await page.getByText("130/160").waitFor();
    await page.getByText("Perfect length for search results").waitFor();
    const keywordBox = page.getByLabel("Keywords", { exact: true });
    for (const keyword of ["method", "scoring", "method", "research", "onet"]) {
      await keywordBox.fill(keyword);
      await keywordBox.press("Enter");
    }
    await page.getByRole("button", { name: "Save Page" }).click();
    await expectToast(page, "Page created successfully!");
    await page.getByText("/our-method-explained").waitFor();
    await page.getByText("+1 more").waitFor();
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe("Are you sure you want to delete this page?");
      void dialog.accept();
    });
    // The Pages tab also lists the guides and the site's own pages, each with its own Delete.
    const pagesSection = page.getByRole("region", { name: "Pages", exact: true });
    await pagesSection.getByRole("button", { name: "Delete", exact: true }).click();
    await expectToast(page, "Page deleted successfully!");
    await page.getByText("No pages created yet.").waitFor();
    watched.assertClean();
  });

  it("runs a bulk action from the SEO editor and reports how many posts changed, blocking when none is chosen", async () => {
    const page = watched.page;
    await openTab(page, "SEO");
    await page.waitForLoadState("networkidle");
    await page.getByRole("tab", { name: "Bulk" }).click();
    expect(await page.getByRole("button", { name: "Run Bulk Action" }).isDisabled()).toBe(true);
    await page.getByLabel(/Bulk action/).selectOption("add-keyword");
    expect(await page.getByRole("button", { name: "Run Bulk Action" }).isDisabled()).toBe(true);
    await page.getByLabel("Keyword", { exact: true }).fill("e2e-bulk-keyword");
    await page.getByRole("button", { name: "Run Bulk Action" }).click();
    await expectToast(page, "Bulk action completed");
    const posts = (await (await api(page, "get", "/api/cms/blog-posts")).json()) as {
      id: number;
      keywords: string[];
    }[];
    await page.getByText(`${posts.length} post(s) updated.`).first().waitFor();
    expect(posts.every((post) => post.keywords.includes("e2e-bulk-keyword"))).toBe(true);
    // Put the keywords back as they were (the browser suites share one server).
    for (const post of posts) {
      await api(page, "put", `/api/cms/blog-posts/${post.id}`, {
        keywords: post.keywords.filter((keyword) => keyword !== "e2e-bulk-keyword"),
      });
    }
    watched.assertClean();
  });

  it("uploads media and deletes it again", async () => {
    const page = watched.page;
    await openTab(page, "Media");
    await page
      .getByText(/No media files uploaded yet\.|Upload Files/)
      .first()
      .waitFor();
    await page
      .getByLabel("Upload files")
      .setInputFiles([{ name: "chart.png", mimeType: "image/png", buffer: tinyPng() }]);
    await expectToast(page, "Uploaded 1 file(s) successfully!");
    await page.getByRole("button", { name: "Select chart.png" }).click();
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe("Delete 1 selected file(s)?");
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Delete selected (1)" }).click();
    await expectToast(page, "Files deleted successfully!");
    await page.getByText("No media files uploaded yet.").waitFor();
    watched.assertClean();
  });

  it("saves a setting that shows on the public site", async () => {
    const page = watched.page;
    await openTab(page, "Settings");
    await page.getByLabel("Site title").fill("Career Radar E2E");
    await page.getByRole("button", { name: "Save General Settings" }).click();
    await expectToast(page, "General settings saved successfully!");
    // The public pages read site_title (the FAQ names the site in its Open Graph tags).
    const faq = await (await fetch(`${baseUrl()}/faq`)).text();
    expect(faq).toContain('<meta property="og:site_name" content="Career Radar E2E"/>');
    watched.assertClean();
  });

  it("completes an approval round trip between an editor and the owner", async () => {
    const owner = watched.page;
    expect((await api(owner, "post", "/api/cms/staff", { ...editor, displayName: "Eddie Editor" })).status()).toBe(201);

    const editorView = await openWatchedPage({ browser, options: phone });
    await signIn(editorView.page, editor);
    const page = editorView.page;
    await openTab(page, "Blog Posts");
    await page.getByRole("button", { name: "New Blog Post" }).click();
    await page.getByLabel("Title", { exact: true }).fill("Editors draft: accountants and AI");
    await page.getByLabel("Content (Markdown)").fill("A draft for review.");
    expect(await page.getByLabel("Status").isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Save Post" }).click();
    await expectToast(page, "Post created successfully!");
    await page.getByRole("button", { name: "Submit Editors draft: accountants and AI for approval" }).click();
    await page.getByLabel("Your name").fill("  ");
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await expectToast(page, "Please provide your name and email address");
    await page.getByLabel("Your name").fill("Eddie Editor");
    expect(await page.getByLabel("Your email").inputValue()).toBe(editor.email);
    await page.getByLabel("Message (optional)").fill("Ready for review");
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await expectToast(page, "Submitted for Approval");
    await expectAccessible(page, "admin blog (editor, phone)");
    if (shots) await page.screenshot({ path: `${shots}/admin-blog-editor-phone.png`, fullPage: true });
    editorView.assertClean();
    await editorView.close();

    await openTab(owner, "Approvals");
    await owner.getByRole("button", { name: /Blog post: Editors draft: accountants and AI/ }).click();
    await owner.getByText("Nothing has changed since it was submitted.").waitFor();
    await owner.getByLabel("Message to the submitter (optional)").fill("Looks good");
    await owner.getByRole("button", { name: "Approve" }).click();
    await expectToast(owner, "Content Approved");
    await owner.getByText("No pending approvals. All content is up to date!").waitFor();
    const blog = await (await fetch(`${baseUrl()}/blog`)).text();
    expect(blog).toContain("Editors draft: accountants and AI");
    watched.assertClean();
  });
});
