/**
 * The public contact address. Pages show the contact_email site setting (read by the /contact and
 * /privacy loaders); this is its seeded default (db/seed/default-settings.ts) and the fallback
 * when the setting is unset or cannot be read. The `.example` domain is a placeholder the owner
 * replaces in Site Settings before launch.
 */
export const DEFAULT_CONTACT_EMAIL = "hello@aijobrisk.example";

/**
 * The public contact address: the contact_email site setting when it holds an address, else the
 * default above (also used when the settings cannot be read).
 */
export function pickContactEmail(settings: Readonly<Record<string, string | undefined>> | null): string {
  const value = settings?.contact_email?.trim() ?? "";
  return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value) && value.length <= 254 ? value : DEFAULT_CONTACT_EMAIL;
}
