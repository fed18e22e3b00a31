import { describe, expect, it } from "vitest";
import { readBearerKey, readOwnerKey } from "./request-keys";

describe("the keys a request carries", () => {
  it("reads the visitor's AI key from a Bearer header only", () => {
    expect(readBearerKey({ authorization: "Bearer  sk-test-123 " })).toBe("sk-test-123");
    expect(readBearerKey({ authorization: "bearer sk-x" })).toBe("sk-x");
    expect(readBearerKey({ authorization: "Basic abc" })).toBe("");
    expect(readBearerKey({})).toBe("");
  });

  it("tells a missing owner key from an empty one, which is a wrong key", () => {
    expect(readOwnerKey({})).toBeUndefined();
    expect(readOwnerKey({ "x-delete-token": "" })).toBe("");
    expect(readOwnerKey({ "x-delete-token": "abc" })).toBe("abc");
  });
});
