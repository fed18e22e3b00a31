import { validateApiKey } from "../../core/api-key/validate-api-key";
import type { AiProvider } from "../../integrations/ai-provider";
import type { RateLimits } from "../platform/rate-limits";
import { ASSESSMENT_RATE_LIMITS } from "./assessment-rate-limits";

/**
 * POST /api/validate-key: each check calls the visitor's provider, so it is limited per visitor
 * (20 per 10 minutes, ASSESSMENT_RATE_LIMITS.keyCheck). The key is used once and never kept.
 */
export function createVisitorKeyCheck({
  provider,
  rateLimits,
  hashVisitor,
}: {
  provider: AiProvider;
  rateLimits: RateLimits;
  hashVisitor: (address: string | undefined) => Promise<string>;
}) {
  return async ({ apiKey, visitorAddress }: { apiKey: string; visitorAddress: string | undefined }) => {
    await rateLimits.take(ASSESSMENT_RATE_LIMITS.keyCheck, await hashVisitor(visitorAddress));
    return checkVisitorKey({ provider, apiKey });
  };
}

/** POST /api/validate-key: format check, then one cheap provider call. */
async function checkVisitorKey({
  provider,
  apiKey,
}: {
  provider: AiProvider;
  apiKey: string;
}): Promise<
  { status: 200; body: { valid: true } } | { status: 400 | 401 | 402 | 429 | 502 | 504; body: { error: string } }
> {
  const validation = validateApiKey(apiKey);
  if (!validation.ok) return { status: 400, body: { error: validation.description } };
  const result = await provider.checkKey(validation.key);
  if (result.ok) return { status: 200, body: { valid: true } };
  switch (result.reason) {
    case "invalid_api_key":
      return {
        status: 401,
        body: { error: "Invalid API key: your AI provider rejected it. Please check your API key." },
      };
    case "quota_exceeded":
      return {
        status: 402,
        body: {
          error:
            "Your API key has exceeded its quota or needs billing set up. Please check your AI provider account's billing status.",
        },
      };
    case "rate_limited":
      return {
        status: 429,
        body: { error: "Your AI provider is rate-limiting this key. Please wait a minute and try again." },
      };
    case "timeout":
      return { status: 504, body: { error: "The AI service did not answer in time. Please try again." } };
    default:
      return {
        status: 502,
        body: { error: "The AI service could not be reached or returned an error. Please try again." },
      };
  }
}
