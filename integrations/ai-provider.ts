import type * as OpenAiSdk from "openai";
import type { OpenAI } from "openai";

/** The SDK loads on the first call with a key, not at start-up (it is ~150 modules). */
const loadSdk = () => import("openai");

/**
 * The visitor's AI provider, reached through the official OpenAI SDK (any OpenAI-compatible
 * base URL). The key is passed per call and lives only inside the client built for that call:
 * it is never stored, logged or returned. Every failure becomes a reason code, never a throw.
 */
export type AiFailureReason =
  "invalid_api_key" | "quota_exceeded" | "rate_limited" | "timeout" | "provider_error" | "invalid_response";

export type AiFailure = { ok: false; reason: AiFailureReason; status?: number };

export type StructuredReply = { ok: true; content: unknown } | AiFailure;

export type AiProviderConfig = { baseUrl: string; model: string; timeoutMs: number };

export type AiProvider = ReturnType<typeof createAiProvider>;

export function createAiProvider({ baseUrl, model, timeoutMs }: AiProviderConfig) {
  const clientFor = async (apiKey: string): Promise<OpenAI> => {
    const { default: Client } = await loadSdk();
    return new Client({ apiKey, baseURL: baseUrl, timeout: timeoutMs, maxRetries: 0, dangerouslyAllowBrowser: false });
  };

  return {
    /** A cheap authenticated call (GET /models) that proves the key works. */
    async checkKey(apiKey: string): Promise<{ ok: true } | AiFailure> {
      try {
        await (await clientFor(apiKey)).models.list();
        return { ok: true };
      } catch (error) {
        return classifyProviderError(error, await loadSdk());
      }
    },

    /**
     * One Chat Completions call with a strict JSON schema; answers the parsed JSON content
     * (still unvalidated: the caller checks it against its own zod schema).
     */
    async completeStructured({
      apiKey,
      system,
      user,
      schemaName,
      schema,
    }: {
      apiKey: string;
      system: string;
      user: string;
      schemaName: string;
      schema: Record<string, unknown>;
    }): Promise<StructuredReply> {
      try {
        const completion = await (
          await clientFor(apiKey)
        ).chat.completions.create({
          model,
          temperature: 0.2,
          messages: [
            { role: "system", content: system },
            { role: "user", content: user },
          ],
          response_format: { type: "json_schema", json_schema: { name: schemaName, strict: true, schema } },
        });
        const content = completion.choices[0]?.message?.content;
        if (typeof content !== "string" || content.trim() === "") return { ok: false, reason: "invalid_response" };
        try {
          return { ok: true, content: JSON.parse(content) as unknown };
        } catch {
          return { ok: false, reason: "invalid_response" };
        }
      } catch (error) {
        return classifyProviderError(error, await loadSdk());
      }
    },
  };
}

/** Maps an SDK error to a reason. Only the status and the provider's error code are read. */
export function classifyProviderError(
  error: unknown,
  { APIConnectionTimeoutError, APIError, APIUserAbortError }: typeof OpenAiSdk,
): AiFailure {
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) {
    return { ok: false, reason: "timeout" };
  }
  if (error instanceof APIError) {
    const status = error.status;
    const code = String(error.code ?? (error.error as { code?: unknown } | undefined)?.code ?? "");
    const type = String(error.type ?? "");
    if (status === 401 || status === 403 || code === "invalid_api_key")
      return { ok: false, reason: "invalid_api_key", status };
    if (code === "insufficient_quota" || type === "insufficient_quota" || status === 402) {
      return { ok: false, reason: "quota_exceeded", status };
    }
    if (status === 429) return { ok: false, reason: "rate_limited", status };
    if (status === undefined) return { ok: false, reason: "provider_error" };
    return { ok: false, reason: "provider_error", status };
  }
  return { ok: false, reason: "provider_error" };
}
