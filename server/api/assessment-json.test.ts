import { describe, expect, it } from "vitest";
import { answerPublicAssessment, readAssessmentJsonId } from "./assessment-json";

const cached = {
  id: "3f1c2a9e-7b7d-4c1e-9a55-2f0e8b6d4c11",
  revision: 2,
  view: {},
  json: Buffer.from('{"id":"3f1c2a9e-7b7d-4c1e-9a55-2f0e8b6d4c11"}'),
  etag: '"3f1c2a9e-2"',
};

describe("the public assessment JSON", () => {
  it("is public for five seconds, varies on the owner key and carries the revision's ETag", () => {
    const answer = answerPublicAssessment({ cached, ifNoneMatch: undefined });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(cached.json);
    expect(answer.headers).toEqual({
      "Cache-Control": "public, max-age=5",
      ETag: '"3f1c2a9e-2"',
      Vary: "X-Delete-Token",
      "Content-Type": "application/json; charset=utf-8",
    });
  });

  it("answers 304 without a body when the client holds the revision", () => {
    const answer = answerPublicAssessment({ cached, ifNoneMatch: 'W/"3f1c2a9e-2"' });
    expect(answer).toEqual({
      status: 304,
      body: null,
      headers: { "Cache-Control": "public, max-age=5", ETag: '"3f1c2a9e-2"', Vary: "X-Delete-Token" },
    });
    expect(answerPublicAssessment({ cached, ifNoneMatch: '"3f1c2a9e-1"' }).status).toBe(200);
  });

  it("reads the id from the assessment's own path only, lower-cased", () => {
    expect(readAssessmentJsonId("/api/assessments/3F1C2A9E-7B7D-4C1E-9A55-2F0E8B6D4C11")).toBe(cached.id);
    expect(readAssessmentJsonId(`/api/assessments/${cached.id}/pdf`)).toBeNull();
    expect(readAssessmentJsonId("/api/assessments/3f1c2a9e")).toBeNull();
    expect(readAssessmentJsonId(`/api/occupations/${cached.id}`)).toBeNull();
  });
});
