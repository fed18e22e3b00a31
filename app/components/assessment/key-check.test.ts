import { describe, expect, it } from "vitest";
import { readKeyCheck } from "./key-check";

describe("readKeyCheck", () => {
  it("connects a key the server accepted with 'API Key Connected'", () => {
    expect(readKeyCheck({ status: 200, body: '{"valid":true}' })).toMatchObject({
      outcome: "connected",
      title: "API Key Connected",
    });
  });

  it("refuses a key the provider rejected (401) with 'Invalid API Key' and the server's reason", () => {
    expect(
      readKeyCheck({
        status: 401,
        body: '{"error":"Invalid API key: your AI provider rejected it. Please check your API key."}',
      }),
    ).toEqual({
      outcome: "refused",
      title: "Invalid API Key",
      description: "Invalid API key: your AI provider rejected it. Please check your API key.",
    });
    expect(readKeyCheck({ status: 400, body: "" })).toMatchObject({ outcome: "refused", title: "Invalid API Key" });
  });

  it.each([
    ["the network failed", null, ""],
    ["the provider timed out", 504, '{"error":"The AI service did not answer in time. Please try again."}'],
    ["the provider failed", 502, "<html>Bad gateway</html>"],
    ["the provider rate-limits the key", 429, '{"error":"Your AI provider is rate-limiting this key."}'],
    ["the server failed", 500, ""],
  ])("still connects the key, saying it was not verified, when %s", (_label, status, body) => {
    const result = readKeyCheck({ status, body });
    expect(result.outcome).toBe("unverified");
    expect(result.title).toBe("API Key Connected - Not Verified");
    expect(result.description).toMatch(/^We could not check this key with your AI provider right now\./);
    expect(result.description).toMatch(/our research engine is used and your result says why/);
  });

  it("connects a key that is out of quota, passing on the provider's billing message", () => {
    const result = readKeyCheck({
      status: 402,
      body: '{"error":"Your API key has exceeded its quota or needs billing set up."}',
    });
    expect(result.outcome).toBe("unverified");
    expect(result.description).toMatch(
      /^Your API key has exceeded its quota or needs billing set up\. It is connected/,
    );
  });
});
