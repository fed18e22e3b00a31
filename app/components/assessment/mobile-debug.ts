/**
 * Fire-and-forget reports to POST /api/mobile-debug (assessment-flow.md §7). A failed report is
 * only logged with console.log: it must never disturb the visitor or look like an app error.
 */
export type MobileDebugType = "fallback_triggered" | "browser_detection";

export function sendMobileDebugReport({
  type,
  debugInfo,
}: {
  type: MobileDebugType;
  debugInfo: Record<string, unknown>;
}): void {
  try {
    fetch("/api/mobile-debug", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ type, debugInfo }),
      credentials: "omit",
      keepalive: true,
    }).catch((error: unknown) => console.log("mobile-debug report not sent", error));
  } catch (error) {
    console.log("mobile-debug report not sent", error);
  }
}

type NetworkInformationLike = { effectiveType?: string; type?: string };

/** The fallback_triggered payload: what we know about the device and the answer. */
export function buildFallbackDebugInfo({
  userAgent,
  responseStatus,
  aiStatus,
  online,
  connection,
  isAndroid,
  isMobile,
  now = new Date(),
}: {
  userAgent: string;
  responseStatus: number;
  aiStatus: { success?: boolean; fallbackUsed?: boolean; reason?: string; message?: string };
  online: boolean;
  connection?: NetworkInformationLike | null;
  isAndroid: boolean;
  isMobile: boolean;
  now?: Date;
}): Record<string, unknown> {
  return {
    userAgent: userAgent.slice(0, 200),
    responseStatus,
    aiStatus,
    networkStatus: online ? "online" : "offline",
    timestamp: now.toISOString(),
    isAndroid,
    // The names of the hints we sent, never their values beyond the truncated agent.
    requestHeaders: isMobile ? ["X-Mobile-Request", "X-User-Agent", ...(isAndroid ? ["X-Android-Request"] : [])] : [],
    connectionType: connection?.effectiveType ?? connection?.type ?? "unknown",
    reason: aiStatus.reason ?? "",
  };
}
