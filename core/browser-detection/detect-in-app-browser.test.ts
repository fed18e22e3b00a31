import { describe, expect, it } from "vitest";
import { detectInAppBrowser, isAndroidUserAgent, isMobileUserAgent } from "./detect-in-app-browser";

const IOS =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";
const ANDROID_WEBVIEW =
  "Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.66 Mobile Safari/537.36";

const inAppCases = [
  {
    browser: "Facebook",
    platform: "iOS",
    ua: `${IOS} [FBAN/FBIOS;FBAV/441.0.0.33.113;FBBV/540839426;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.1;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]`,
  },
  { browser: "Facebook", platform: "Android", ua: `${ANDROID_WEBVIEW} [FB_IAB/FB4A;FBAV/442.0.0.33.110;]` },
  {
    browser: "Messenger",
    platform: "iOS",
    ua: `${IOS} [FBAN/MessengerForiOS;FBAV/428.0.0.32.109;FBBV/512016958;FBDV/iPhone13,2;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/3;FBID/phone;FBLC/en_US]`,
  },
  { browser: "Messenger", platform: "Android", ua: `${ANDROID_WEBVIEW} [FB_IAB/Orca-Android;FBAV/420.0.0.19.117;]` },
  {
    browser: "Instagram",
    platform: "iOS",
    ua: `${IOS} Instagram 305.0.0.23.109 (iPhone14,2; iOS 17_0; en_US; en; scale=3.00; 1170x2532; 533845695)`,
  },
  {
    browser: "Instagram",
    platform: "Android",
    ua: `${ANDROID_WEBVIEW} Instagram 307.0.0.34.111 Android (31/12; 420dpi; 1080x2209; Google/google; Pixel 6; oriole; oriole; en_US; 532277039)`,
  },
  { browser: "LinkedIn", platform: "iOS", ua: `${IOS} [LinkedInApp]/9.27.6112` },
  { browser: "LinkedIn", platform: "Android", ua: `${ANDROID_WEBVIEW} [LinkedInApp]/4.1.881` },
  { browser: "Twitter", platform: "iOS", ua: `${IOS} Twitter for iPhone/9.22.1` },
  { browser: "Twitter", platform: "Android", ua: `${ANDROID_WEBVIEW} TwitterAndroid` },
  { browser: "WhatsApp", platform: "Android", ua: `${ANDROID_WEBVIEW} WhatsApp/2.23.20.76` },
  { browser: "Snapchat", platform: "iOS", ua: `${IOS} Snapchat/12.12.0.37 (like Safari/8614.2.9.0.10, panda)` },
  {
    browser: "TikTok",
    platform: "iOS",
    ua: `${IOS} musical_ly_31.5.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US`,
  },
  {
    browser: "TikTok",
    platform: "Android",
    ua: `${ANDROID_WEBVIEW} trill_2023105030 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/31.5.3 ByteLocale/en BytedanceWebview/d8a21c6`,
  },
  { browser: "Discord", platform: "iOS", ua: `${IOS} Discord/207.0` },
] as const;

const ordinaryBrowsers = [
  {
    name: "Chrome on Windows",
    ua: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
    isMobile: false,
    isAndroid: false,
  },
  {
    name: "Safari on macOS",
    ua: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
    isMobile: false,
    isAndroid: false,
  },
  {
    name: "Firefox on Linux",
    ua: "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
    isMobile: false,
    isAndroid: false,
  },
  {
    name: "Safari on iPhone",
    ua: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
    isMobile: true,
    isAndroid: false,
  },
  {
    name: "Chrome on Android",
    ua: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36",
    isMobile: true,
    isAndroid: true,
  },
  {
    name: "Firefox on Android",
    ua: "Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0",
    isMobile: true,
    isAndroid: true,
  },
  {
    name: "Chrome on iPhone",
    ua: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1",
    isMobile: true,
    isAndroid: false,
  },
] as const;

describe("detectInAppBrowser", () => {
  it.each(inAppCases)("recognises the $browser in-app browser on $platform", ({ browser, platform, ua }) => {
    expect(detectInAppBrowser(ua)).toEqual({
      isInAppBrowser: true,
      browserName: browser,
      isAndroid: platform === "Android",
      isMobile: true,
    });
  });

  it.each(ordinaryBrowsers)("does not flag $name", ({ ua, isMobile, isAndroid }) => {
    expect(detectInAppBrowser(ua)).toEqual({
      isInAppBrowser: false,
      browserName: null,
      isAndroid,
      isMobile,
    });
  });

  it("names Messenger rather than Facebook, although Messenger user agents carry Facebook tokens", () => {
    const ua = `${IOS} [FBAN/MessengerForiOS;FBAV/428.0.0.32.109;]`;
    expect(ua).toMatch(/FBAN/);
    expect(detectInAppBrowser(ua).browserName).toBe("Messenger");
  });

  it("recognises the Discord desktop client", () => {
    const ua =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) discord/1.0.9027 Chrome/120.0.6099.291 Electron/28.2.10 Safari/537.36";
    expect(detectInAppBrowser(ua)).toMatchObject({ browserName: "Discord", isMobile: false });
  });

  it("reports an ordinary desktop browser for a missing user agent", () => {
    expect(detectInAppBrowser(undefined)).toEqual({
      isInAppBrowser: false,
      browserName: null,
      isAndroid: false,
      isMobile: false,
    });
  });
});

describe("isMobileUserAgent and isAndroidUserAgent", () => {
  it("treats iPhone and Android user agents as mobile and only Android as Android", () => {
    expect(isMobileUserAgent(IOS)).toBe(true);
    expect(isAndroidUserAgent(IOS)).toBe(false);
    expect(isMobileUserAgent(ANDROID_WEBVIEW)).toBe(true);
    expect(isAndroidUserAgent(ANDROID_WEBVIEW)).toBe(true);
  });

  it("treats a desktop browser and an empty value as neither", () => {
    expect(isMobileUserAgent(ordinaryBrowsers[0].ua)).toBe(false);
    expect(isAndroidUserAgent("")).toBe(false);
    expect(isMobileUserAgent(null)).toBe(false);
  });
});
