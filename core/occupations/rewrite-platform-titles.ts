/**
 * Platform and gig-economy titles people type, rewritten into the words the coding indexes and
 * O*NET use for the same work: "Uber driver" is coded as a rideshare cab driver (Taxi Drivers),
 * "DoorDash driver" as a delivery driver, "Etsy seller" as an online merchant, "YouTuber" as a
 * blogger (Writers and Authors), "virtual assistant" as an administrative assistant.
 */
const PLATFORM_REWRITES: readonly [RegExp, string][] = [
  [/\b(?:uber|lyft|ride[\s-]?share|ride[\s-]?hailing|via)\s+(?:driver|operator)\b/gi, "rideshare cab driver"],
  [
    /\b(?:door\s?dash|grub\s?hub|insta\s?cart|post\s?mates|uber\s?eats|amazon\s+flex|gopuff|shipt|seamless|deliveroo|favor)(?:\s+delivery)?\s+(?:driver|courier|dasher|shopper|runner)\b/gi,
    "delivery driver",
  ],
  [/\b(?:door\s?dasher|dasher)\b/gi, "delivery driver"],
  [
    /\b(?:etsy|ebay|amazon|shopify|poshmark|depop|mercari|online|e-?commerce|marketplace)\s+(?:seller|shop\s+owner|store\s+owner|vendor|reseller|merchant|business\s+owner)\b/gi,
    "online merchant",
  ],
  [/\b(?:you\s?tuber|youtube\s+creator|vlogger|tik\s?toker|podcaster|streamer)\b/gi, "blogger"],
  [/\bvirtual\s+(?:administrative\s+|executive\s+|personal\s+)?assistant\b/gi, "administrative assistant"],
];

/** The title with platform and gig phrases rewritten (see the module comment); other text unchanged. */
export function rewritePlatformTitles(title: string): string {
  let text = title;
  for (const [pattern, replacement] of PLATFORM_REWRITES) text = text.replace(pattern, replacement);
  return text;
}
