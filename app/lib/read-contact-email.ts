import { pickContactEmail } from "../../core/content/contact-email";

/**
 * The public contact address for a page's words: the contact_email site setting, or the built-in
 * address when the settings cannot be read (a database outage must not take the page down).
 */
export async function readContactEmail({
  readSettings,
}: {
  readSettings: () => Promise<Readonly<Record<string, string | undefined>>>;
}): Promise<string> {
  try {
    return pickContactEmail(await readSettings());
  } catch {
    return pickContactEmail(null);
  }
}
