import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // BUILD_DIR lets parallel work (or a benchmark) keep its own build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  serverBuildFile: "index.js",
  ssr: true,
  // The whole route manifest (about thirty routes) goes into each page that hydrates, instead of
  // being fetched in pieces for the links a page shows: that fetch made React re-render the whole
  // page right after hydration (ADR 013).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
