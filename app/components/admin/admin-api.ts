import type { blogPostType } from "../../../core/content-types/blog-post-type";
import type { EntryValues } from "../../../core/content-types/field-values";

/**
 * The admin area's API client: same-origin cookies (the session), JSON in and out, and an Error
 * carrying the server's own message (or the caller's fallback) on every non-OK answer.
 */
export class CmsRequestError extends Error {
  override name = "CmsRequestError";
  readonly status: number;
  constructor({ status, message }: { status: number; message: string }) {
    super(message);
    this.status = status;
  }
}

export async function cmsRequest<T>({
  method = "GET",
  url,
  body,
  fallbackError,
  redirectOnUnauthorized = true,
}: {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  body?: unknown;
  fallbackError: string;
  /** Off for the sign-in call itself, whose 401 is a wrong password, not an ended session. */
  redirectOnUnauthorized?: boolean;
}): Promise<T> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: body === undefined || isForm ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    throw new CmsRequestError({ status: 0, message: fallbackError });
  }
  if (response.status === 401 && redirectOnUnauthorized && typeof window !== "undefined") {
    // The session ended (idle, expired or signed out elsewhere): back to the sign-in page.
    window.location.assign("/admin/login");
  }
  const payload = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const serverMessage =
      payload && typeof payload === "object" && "error" in payload ? String((payload as { error: unknown }).error) : "";
    throw new CmsRequestError({ status: response.status, message: serverMessage || fallbackError });
  }
  return payload as T;
}

export const cmsKeys = {
  posts: ["cms", "blog-posts"] as const,
  pages: ["cms", "pages"] as const,
  media: ["cms", "media"] as const,
  settings: ["cms", "settings"] as const,
  approvals: ["approvals", "pending"] as const,
  staff: ["cms", "staff"] as const,
  audit: ["cms", "audit-log"] as const,
  contactMessages: ["cms", "contact-messages"] as const,
};

/** A post as the admin reads it: the post type's fields (derived from its definition), and its dates. */
export type BlogPost = EntryValues<typeof blogPostType> & {
  id: number;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type MediaFile = {
  id: number;
  filename: string;
  originalName: string;
  mimeType: string;
  size: number;
  path: string;
  altText: string | null;
  description: string | null;
  width: number | null;
  height: number | null;
  isApproved: boolean;
  createdAt: string;
};

export type SiteSetting = {
  id: number;
  key: string;
  value: string;
  type: "text" | "number" | "boolean" | "json";
  description: string | null;
  updatedAt: string;
};

export type Approval = {
  id: number;
  contentType: "blog_post" | "page" | "guide" | "site_page" | "media" | "settings";
  contentId: string;
  status: "pending" | "approved" | "rejected";
  submitterName: string;
  submitterEmail: string;
  submissionMessage: string | null;
  reviewMessage: string | null;
  submittedAt: string;
  contentSnapshot: Record<string, unknown>;
};

export type StaffUser = { id: string; email: string; displayName: string | null; role: "owner" | "editor" };

/** A message a visitor sent from /contact (kept one year). */
export type ContactMessage = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  handledAt: string | null;
  /** Sent while the form was busier than its global rate: read before replying. */
  heldForReview: boolean;
};
