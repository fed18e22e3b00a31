import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The service domains (ADR 035). None imports another or the container: what they share lives
 * in services/platform/, and services/container.ts hands one domain's service to another.
 */
const SERVICE_DOMAINS = ["assessments", "cms", "jobs", "site"];

function serviceDomainZones() {
  return SERVICE_DOMAINS.map((domain) => ({
    target: `./services/${domain}`,
    from: [
      ...SERVICE_DOMAINS.filter((other) => other !== domain).map((other) => `./services/${other}`),
      "./services/container.ts",
    ],
    message: `services/${domain} imports no other service domain: shared parts live in platform/, and the container wires domains together (ADR 035).`,
  }));
}

/**
 * Import direction between layers (docs/decisions/003-layers-and-import-rules.md):
 * core ← db, integrations ← services ← server/api, app loaders. Each zone lists what a folder
 * may NOT import.
 */
const layerZones = [
  {
    target: "./core",
    from: ["./app", "./server", "./services", "./db", "./integrations", "./config", "./scripts"],
    message: "core is pure: it imports nothing of ours.",
  },
  {
    target: "./db",
    from: ["./app", "./server", "./services", "./integrations", "./scripts"],
    message: "db imports only config and core types.",
  },
  {
    target: "./integrations",
    from: ["./app", "./server", "./services", "./db", "./scripts"],
    message: "integrations import only config and core types.",
  },
  { target: "./services", from: ["./app", "./server", "./scripts"], message: "services never import app or server." },
  { target: "./server/api", from: ["./db", "./app"], message: "API handlers call services, never the database." },
  {
    target: "./app",
    from: ["./db", "./server", "./integrations", "./scripts"],
    message: "the UI reaches data through loaders and the services in their context, never server code.",
  },
  {
    target: ["./app/components", "./app/hooks", "./app/lib", "./app/entry.client.tsx"],
    from: ["./services", "./server"],
    message:
      "browser code never imports services or server, not even types: shared pure helpers and view types live in core.",
  },
  {
    target: "./server",
    from: ["./app"],
    message: "the server never imports app code: what both sides share (header names, helpers) lives in core.",
  },
  {
    target: "./services/platform",
    from: ["./services/assessments", "./services/cms", "./services/jobs", "./services/site", "./services/container.ts"],
    message: "platform/ is what every service domain stands on: it imports no domain (ADR 035).",
  },
  ...serviceDomainZones(),
  {
    target: "./scripts",
    from: ["./app"],
    message: "scripts run outside the browser: what a script shares with the UI lives in core.",
  },
  {
    target: "./config",
    from: ["./app", "./server", "./services", "./db", "./integrations", "./core", "./scripts"],
    message: "config imports nothing of ours.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "node_modules/",
      ".react-router/",
      "data/",
      "tmp/",
      "coverage/",
      "db/migrations/",
      "tests/fixtures/lint-cycle/",
      "tests/fixtures/lint-max-lines/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
      "import-x/no-cycle": ["error", { maxDepth: 8, ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "ExportAllDeclaration", message: "No barrels: import the file that defines the thing." },
      ],
    },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".d.ts"] })],
      // Without a parser for TypeScript files, import-x cannot read the modules it resolves, and
      // no-cycle silently finds nothing (ADR 003).
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
  },
  {
    // Route modules run on both sides: they get services from the loader's `context` and may name
    // a service's types, but a value import would pull service code into the browser bundle.
    files: ["app/routes/**/*.{ts,tsx}", "app/root.tsx", "app/routes.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)services/",
              allowTypeImports: true,
              message: "Route modules use services through the loader's context; import only their types.",
            },
          ],
        },
      ],
    },
  },
  {
    // Issue #31: no source file over 600 lines, every line counted. One concern per file; a long
    // table of data belongs in a data file (JSON under data/, db/seed/ or beside its script), which
    // this rule does not read.
    files: ["**/*.{ts,tsx,js}"],
    rules: { "max-lines": ["error", { max: 600, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Tests and their fixtures may be long tables of cases. The max-lines fixture is linted on
    // purpose (scripts/lint-rules.test.ts), so it keeps the rule.
    files: ["**/*.test.{ts,tsx}", "tests/**/*.{ts,tsx}", "**/fixtures/**/*.{ts,tsx}"],
    ignores: ["tests/fixtures/lint-max-lines/**"],
    rules: { "max-lines": "off" },
  },
  {
    // Tests reach into every layer on purpose. Scripts keep the import rule: its one zone for them
    // keeps app code out.
    files: ["**/*.test.{ts,tsx}", "tests/**/*.ts"],
    rules: { "import-x/no-restricted-paths": "off", "@typescript-eslint/no-restricted-imports": "off" },
  },
);
