import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "../tests/fake-openai/fake-openai-server";
import { createAiProvider } from "./ai-provider";

let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI();
});

afterAll(async () => {
  await fake.close();
});

const schema = {
  type: "object",
  additionalProperties: false,
  required: ["answer"],
  properties: { answer: { type: "string" } },
};

describe("createAiProvider", () => {
  it("checks a key with GET /models and answers a strict-schema completion as parsed JSON", async () => {
    const provider = createAiProvider({ baseUrl: fake.url, model: "fake-model", timeoutMs: 1000 });
    expect(await provider.checkKey("sk-good-key-123456789012")).toEqual({ ok: true });
    const reply = await provider.completeStructured({
      apiKey: "sk-good-key-123456789012",
      system: "s",
      user: "u",
      schemaName: "t",
      schema,
    });
    expect(reply).toEqual({ ok: true, content: { answer: "sample answer" } });
  });

  it.each([
    ["sk-invalid-1234567890123", "invalid_api_key"],
    ["sk-quota-12345678901234567", "quota_exceeded"],
    ["sk-ratelimit-123456789012", "rate_limited"],
    ["sk-timeout-1234567890123", "timeout"],
    ["sk-error-123456789012345", "provider_error"],
    ["sk-garbage-12345678901234", "invalid_response"],
  ])("turns the provider's failure for %s into the reason %s", async (apiKey, reason) => {
    const provider = createAiProvider({ baseUrl: fake.url, model: "fake-model", timeoutMs: 1000 });
    const reply = await provider.completeStructured({ apiKey, system: "s", user: "u", schemaName: "t", schema });
    expect(reply).toMatchObject({ ok: false, reason });
  });

  it("reports an unreachable provider as provider_error", async () => {
    const provider = createAiProvider({ baseUrl: "http://127.0.0.1:9/v1", model: "m", timeoutMs: 1000 });
    expect(await provider.checkKey("sk-good-key-123456789012")).toMatchObject({ ok: false, reason: "provider_error" });
  });
});
