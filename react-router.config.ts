import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // BUILD_DIR lets parallel work (or a benchmark) keep its own build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  serverBuildFile: "index.js",
  ssr: true,
} satisfies Config;
