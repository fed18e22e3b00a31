import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for an OpenAI-compatible provider, the only service the tests replace.
 * GET /v1/models and POST /v1/chat/completions; with `response_format: json_schema` it answers
 * with an object that satisfies the schema (or a canned reply a test registered).
 *
 * Error modes are chosen by the key, so one server covers every failure path:
 *   sk-invalid…    401 invalid_api_key          sk-quota…    429 insufficient_quota
 *   sk-ratelimit…  429 rate_limit_exceeded      sk-timeout…  never answers in time
 *   sk-garbage…    200 with content that is not JSON        sk-error…  500 server error
 * Any other key starting with sk- is accepted.
 */
export type FakeOpenAI = {
  url: string;
  /** Requests received (method, path, the parsed body); keys are not kept. */
  requests: { method: string; path: string; body: unknown }[];
  /** The next chat completion answers with this JSON content instead of a generated one. */
  setNextReply(content: unknown): void;
  /**
   * The next chat completion whose json_schema has this name answers with this JSON content, or
   * fails with this HTTP status; other calls are unaffected (a flow may make several calls).
   */
  replyToSchema(schemaName: string, reply: { content: unknown } | { status: number }): void;
  /** How many chat completions asked for a json_schema of this name. */
  countSchemaCalls(schemaName: string): number;
  close(): Promise<void>;
};

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
};

/** Builds a value that satisfies a (strict-mode) JSON schema. */
export function sampleFromSchema(schema: JsonSchema, name = "value"): unknown {
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return sampleFromSchema(schema.anyOf[0] ?? {}, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [key, sampleFromSchema(child, key)]),
      );
    case "array":
      return [sampleFromSchema(schema.items ?? {}, name)];
    case "number":
    case "integer":
      return schema.minimum ?? 1;
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return `sample ${name}`;
  }
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

function providerError(status: number, code: string, message: string) {
  return {
    status,
    body: { error: { message, type: status === 401 ? "invalid_request_error" : code, code, param: null } },
  };
}

export async function startFakeOpenAI({ port = 0 }: { port?: number } = {}): Promise<FakeOpenAI> {
  const requests: FakeOpenAI["requests"] = [];
  let nextReply: unknown;
  const schemaReplies = new Map<string, { content: unknown } | { status: number }>();
  const schemaNameOf = (body: unknown) =>
    (body as { response_format?: { json_schema?: { name?: unknown } } } | undefined)?.response_format?.json_schema
      ?.name;
  const hanging = new Set<() => void>();

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = (req.url ?? "").replace(/\?.*$/, "");
    requests.push({ method: req.method ?? "GET", path, body });
    const key = (req.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(payload));
    };

    if (!key.startsWith("sk-") || key.startsWith("sk-invalid")) {
      const e = providerError(401, "invalid_api_key", "Incorrect API key provided.");
      return send(e.status, e.body);
    }
    if (key.startsWith("sk-quota")) {
      const e = providerError(
        429,
        "insufficient_quota",
        "You exceeded your current quota, please check your plan and billing details.",
      );
      return send(e.status, e.body);
    }
    if (key.startsWith("sk-ratelimit")) {
      const e = providerError(429, "rate_limit_exceeded", "Rate limit reached for requests.");
      return send(e.status, e.body);
    }
    if (key.startsWith("sk-error")) {
      const e = providerError(500, "server_error", "The server had an error while processing your request.");
      return send(e.status, e.body);
    }
    if (key.startsWith("sk-timeout")) {
      // Hold the request open until the client gives up or the server closes.
      await new Promise<void>((resolve) => {
        hanging.add(resolve);
        req.on("close", () => resolve());
      });
      return;
    }

    if (req.method === "GET" && path.endsWith("/models")) {
      return send(200, {
        object: "list",
        data: [{ id: "fake-model", object: "model", created: 0, owned_by: "tests" }],
      });
    }
    if (req.method === "POST" && path.endsWith("/chat/completions")) {
      const request = (body ?? {}) as {
        model?: string;
        response_format?: { type?: string; json_schema?: { schema?: JsonSchema } };
      };
      let content: string;
      const schemaName = schemaNameOf(request);
      const schemaReply = typeof schemaName === "string" ? schemaReplies.get(schemaName) : undefined;
      if (schemaReply && typeof schemaName === "string") schemaReplies.delete(schemaName);
      if (schemaReply && "status" in schemaReply) {
        const e = providerError(
          schemaReply.status,
          "server_error",
          "The server had an error while processing your request.",
        );
        return send(e.status, e.body);
      }
      if (schemaReply) {
        content = JSON.stringify(schemaReply.content);
      } else if (key.startsWith("sk-garbage")) {
        content = "this is not json {";
      } else if (nextReply !== undefined) {
        content = JSON.stringify(nextReply);
        nextReply = undefined;
      } else if (request.response_format?.type === "json_schema") {
        content = JSON.stringify(sampleFromSchema(request.response_format.json_schema?.schema ?? {}));
      } else {
        content = "A plain answer from the fake provider.";
      }
      return send(200, {
        id: "chatcmpl-fake",
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: request.model ?? "fake-model",
        choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content, refusal: null } }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
    }
    return send(404, { error: { message: "Unknown path", type: "invalid_request_error", code: null } });
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actualPort}/v1`,
    requests,
    setNextReply(content) {
      nextReply = content;
    },
    replyToSchema(schemaName, reply) {
      schemaReplies.set(schemaName, reply);
    },
    countSchemaCalls(schemaName) {
      return requests.filter((r) => r.path.endsWith("/chat/completions") && schemaNameOf(r.body) === schemaName).length;
    },
    close: async () => {
      for (const release of hanging) release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
