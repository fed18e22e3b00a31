import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** Dependencies the server build leaves to Node (see the `ssr` comment below). */
const serverExternals = [
  "@electric-sql/pglite",
  "pg",
  "pdfkit",
  "@resvg/resvg-js",
  "pino",
  "unpdf",
  "mammoth",
  "word-extractor",
  "openai",
  "react",
  "react-dom",
  "react-router",
  "@react-router/node",
  "@react-router/express",
];

/**
 * Chromium's per-file compile hint (a magic comment on the first line): compile every function in
 * the file eagerly, off the main thread. Only for the chunks that every hydrating page runs at
 * start-up; route chunks and on-demand chunks stay lazily compiled.
 */
const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad";
const eagerChunks = new Set(["react-dom", "framework", "vendor", "shared", "root", "entry.client"]);

const devBundled = [
  "drizzle-orm",
  "zod",
  "@tanstack/react-query",
  "@tanstack/query-core",
  "lucide-react",
  /^@radix-ui\//,
  "radix-ui",
  "react-remove-scroll",
  "react-remove-scroll-bar",
  "use-callback-ref",
  "use-sidecar",
  "react-style-singleton",
  "aria-hidden",
  "get-nonce",
  "tslib",
  "class-variance-authority",
  "clsx",
  "marked",
];

/** Worker threads' entries, each written as `<name>.js` next to the server bundle (config/worker-entry.ts). */
const workerEntries = {
  "document-text-worker": "./integrations/document-text-worker.ts",
  "pglite-thread-worker": "./db/pglite-thread-worker.ts",
};

/**
 * React Router names every server entry after its build file (index.js, index2.js, …): each
 * worker thread's entry is written under its own name instead, where config/worker-entry.ts
 * looks for it.
 */
const nameWorkerEntries: Plugin = {
  name: "worker-entry-file-names",
  generateBundle(_options, bundle) {
    for (const [fileName, output] of Object.entries(bundle)) {
      if (output.type !== "chunk" || !output.isEntry) continue;
      const name = Object.entries(workerEntries).find(([, source]) =>
        output.facadeModuleId?.endsWith(source.slice(1)),
      )?.[0];
      if (!name) continue;
      delete bundle[fileName];
      this.emitFile({ type: "asset", fileName: `${name}.js`, source: output.code });
    }
  },
};

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter(), nameWorkerEntries],
  // The server bundle starts from our Express entry, which wraps React Router's request handler.
  environments: {
    // Browser code in a few larger chunks rather than two dozen small ones: fewer requests on a
    // phone's first visit (React and the router; libraries shared by pages; app code shared by
    // several pages). Code only one page uses stays with that page.
    client: {
      build: {
        sourcemap: process.env.SOURCEMAP === "1",
        rollupOptions: {
          output: {
            // The code every hydrating page runs at start-up is marked for eager compilation:
            // Chromium then compiles its functions on the background thread that streams the
            // file, instead of one by one on the main thread while React hydrates (ADR 014).
            // After minification, so the comment is kept, and on the file's first line.
            postBanner: (chunk) => (eagerChunks.has(chunk.name) ? EAGER_COMPILE_HINT : ""),
            codeSplitting: {
              groups: [
                // React DOM and the router in two files: a phone compiles each as it arrives, in
                // two shorter tasks instead of one long one.
                { name: "react-dom", test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 31 },
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-router|cookie|set-cookie-parser)[\\/]/,
                  priority: 30,
                },
                // Libraries the home and result pages both run while they hydrate. Other
                // libraries (dialogs, tabs, form schemas) go with the pages that use them, so the
                // home page does not download the result page's and admin area's dialogs (ADR 013).
                {
                  name: "vendor",
                  test: /node_modules[\\/](@tanstack|lucide-react|class-variance-authority|clsx|@radix-ui[\\/]react-(slot|compose-refs|primitive|context))[\\/]/,
                  minShareCount: 2,
                  priority: 20,
                },
                { name: "shared", minShareCount: 3, priority: 10 },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        // The worker threads' entries (the resume reader, the embedded database) are files of
        // their own next to the bundle.
        rollupOptions: {
          input: { index: "./server/entry.ts", ...workerEntries },
        },
      },
    },
  },
  // The server build bundles its dependencies: Node then loads one file instead of hundreds of
  // small modules (Express alone is 130 files), which keeps start-up short. Packages that read
  // files next to their code (PGlite's WebAssembly, pdfkit's fonts, pino's worker, the document
  // readers) and React with React Router (one shared copy for the request handler and the pages)
  // stay external. In development only the pure-ESM UI and data libraries go through Vite.
  ssr: command === "build" ? { noExternal: true, external: [...serverExternals] } : { noExternal: [...devBundled] },
  server: {
    watch: { ignored: ["**/data/db/**", "**/data/media/**", "**/tmp/**"] },
  },
}));
