export type InAppBrowserName =
  "Messenger" | "Instagram" | "Facebook" | "LinkedIn" | "Twitter" | "WhatsApp" | "Snapchat" | "TikTok" | "Discord";

export interface BrowserDetection {
  isInAppBrowser: boolean;
  /** Null when the visitor is in an ordinary browser. */
  browserName: InAppBrowserName | null;
  isAndroid: boolean;
  isMobile: boolean;
}

// Order matters. Messenger and Instagram are built on Facebook's in-app browser and their
// user agents also carry FBAN/FBAV/FB_IAB tokens, so they are checked before Facebook;
// otherwise a Messenger visitor would be told they are "using Facebook".
// Messenger: iOS says FBAN/MessengerForiOS, Android says FB_IAB/Orca-Android (Orca is
// Messenger's internal name) or FB_IAB/MESSENGER.
const IN_APP_BROWSER_PATTERNS: ReadonlyArray<{ name: InAppBrowserName; pattern: RegExp }> = [
  { name: "Messenger", pattern: /MessengerForiOS|FBAN\/Messenger|FB_IAB\/(?:Orca|MESSENGER)|\bMessenger\b/i },
  { name: "Instagram", pattern: /\bInstagram\b/i },
  { name: "Facebook", pattern: /FBAN|FBAV|FB_IAB|FB4A|FBIOS/ },
  { name: "LinkedIn", pattern: /LinkedInApp|\bLinkedIn\b/i },
  // "Twitter for iPhone/9.x" on iOS, "TwitterAndroid" on Android.
  { name: "Twitter", pattern: /Twitter/i },
  { name: "WhatsApp", pattern: /WhatsApp/i },
  { name: "Snapchat", pattern: /Snapchat/i },
  // musical_ly is TikTok's iOS token; trill_ and BytedanceWebview appear on Android.
  { name: "TikTok", pattern: /musical_ly|BytedanceWebview|TikTok|\btrill_\d/i },
  { name: "Discord", pattern: /\bDiscord\b/i },
];

const MOBILE_PATTERN = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;
const ANDROID_PATTERN = /Android/i;

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return MOBILE_PATTERN.test(userAgent ?? "");
}

export function isAndroidUserAgent(userAgent: string | null | undefined): boolean {
  return ANDROID_PATTERN.test(userAgent ?? "");
}

export function detectInAppBrowser(userAgent: string | null | undefined): BrowserDetection {
  const agent = userAgent ?? "";
  const match = IN_APP_BROWSER_PATTERNS.find(({ pattern }) => pattern.test(agent));
  return {
    isInAppBrowser: match !== undefined,
    browserName: match?.name ?? null,
    isAndroid: isAndroidUserAgent(agent),
    isMobile: isMobileUserAgent(agent),
  };
}
