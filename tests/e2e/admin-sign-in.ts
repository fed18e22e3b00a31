import type { Page } from "playwright-core";
import { baseUrl, waitForHydration } from "./browser";
import { E2E_ADMIN } from "./global-setup";

/** Signs the browser tests' owner account in through the login form and waits for the dashboard. */
export async function signInAsOwner(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/admin/login`);
  await waitForHydration(page);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Content Management" }).waitFor();
}
