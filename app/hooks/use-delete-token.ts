import { useEffect, useState } from "react";

/**
 * The delete token of each assessment this browser created, kept in localStorage under one key
 * per assessment id. It is what lets this browser, and only this one, delete its result.
 */
const KEY_PREFIX = "ajr-delete-token:";

export function saveDeleteToken({ assessmentId, token }: { assessmentId: string; token: string | undefined }): void {
  if (!token) return;
  try {
    window.localStorage.setItem(KEY_PREFIX + assessmentId, token);
  } catch {
    // Storage blocked (private mode, say): the result simply cannot be deleted from here.
  }
}

export function readDeleteToken(assessmentId: string): string | null {
  try {
    return window.localStorage.getItem(KEY_PREFIX + assessmentId);
  } catch {
    return null;
  }
}

export function forgetDeleteToken(assessmentId: string): void {
  try {
    window.localStorage.removeItem(KEY_PREFIX + assessmentId);
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/** This browser's token for the assessment, read after hydration (null on the server and in other browsers). */
export function useDeleteToken(assessmentId: string): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(readDeleteToken(assessmentId)), [assessmentId]);
  return token;
}
