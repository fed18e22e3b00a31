import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "./fake-openai-server";

let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI();
});

afterAll(async () => {
  await fake.close();
});

const client = (apiKey: string) => new OpenAI({ apiKey, baseURL: fake.url, maxRetries: 0, timeout: 1000 });

describe("the fake OpenAI-compatible server", () => {
  it("lists models for a good key", async () => {
    const models = await client("sk-good-key-1234567890").models.list();
    expect(models.data[0]?.id).toBe("fake-model");
  });

  it("answers a json_schema request with an object that fits the schema", async () => {
    const completion = await client("sk-good-key-1234567890").chat.completions.create({
      model: "fake-model",
      messages: [{ role: "user", content: "hi" }],
      response_format: {
        type: "json_schema",
        json_schema: {
          name: "reading",
          strict: true,
          schema: {
            type: "object",
            properties: {
              title: { type: "string" },
              years: { type: "number" },
              level: { type: "string", enum: ["E0", "E1"] },
            },
            required: ["title", "years", "level"],
            additionalProperties: false,
          },
        },
      },
    });
    const parsed = JSON.parse(completion.choices[0]?.message.content ?? "{}");
    expect(parsed).toEqual({ title: "sample title", years: 1, level: "E0" });
  });

  it.each([
    ["sk-invalid-key-123456789", 401],
    ["sk-quota-key-1234567890", 429],
    ["sk-ratelimit-key-123456", 429],
    ["sk-error-key-12345678901", 500],
  ])("fails the way a provider does for %s", async (key, status) => {
    await expect(client(key).models.list()).rejects.toMatchObject({ status });
  });

  it("keeps a timeout key waiting past the client's timeout", async () => {
    await expect(client("sk-timeout-key-123456789").models.list()).rejects.toThrow(/timed out/i);
  });

  it("answers or fails one call to a named schema as registered, leaving other calls alone", async () => {
    const ask = (name: string) =>
      client("sk-good-key-1234567890").chat.completions.create({
        model: "m",
        messages: [{ role: "user", content: "x" }],
        response_format: {
          type: "json_schema",
          json_schema: {
            name,
            strict: true,
            schema: {
              type: "object",
              properties: { code: { type: "string", enum: ["a", "b"] } },
              required: ["code"],
              additionalProperties: false,
            },
          },
        },
      });
    const before = fake.countSchemaCalls("pick");
    fake.replyToSchema("pick", { content: { code: "b" } });
    const other = await ask("other");
    expect(JSON.parse(other.choices[0]?.message.content ?? "{}")).toEqual({ code: "a" });
    const picked = await ask("pick");
    expect(JSON.parse(picked.choices[0]?.message.content ?? "{}")).toEqual({ code: "b" });
    fake.replyToSchema("pick", { status: 500 });
    await expect(ask("pick")).rejects.toMatchObject({ status: 500 });
    const again = await ask("pick");
    expect(JSON.parse(again.choices[0]?.message.content ?? "{}")).toEqual({ code: "a" });
    expect(fake.countSchemaCalls("pick")).toBe(before + 3);
  });

  it("returns content that is not JSON for a garbage key", async () => {
    const completion = await client("sk-garbage-key-12345678").chat.completions.create({
      model: "m",
      messages: [{ role: "user", content: "x" }],
    });
    expect(() => JSON.parse(completion.choices[0]?.message.content ?? "")).toThrow();
  });
});
