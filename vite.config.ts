import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The server bundle starts from our Express entry, which wraps React Router's request handler.
  environments: {
    // Browser code in a few larger chunks rather than two dozen small ones: fewer requests on a
    // phone's first visit (React and the router; libraries shared by pages; app code shared by
    // several pages). Code only one page uses stays with that page.
    client: {
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                  priority: 30,
                },
                { name: "vendor", test: /node_modules/, minShareCount: 2, priority: 20 },
                { name: "shared", minShareCount: 3, priority: 10 },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        rollupOptions: { input: "./server/entry.ts" },
      },
    },
  },
  // Pure-JavaScript ESM dependencies are bundled into the server build: Node then loads one file
  // instead of hundreds of small modules, which keeps start-up short. Packages that read files
  // next to their code (PGlite's WebAssembly, pdfkit's fonts, pino's worker) stay external.
  ssr: {
    noExternal: [
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
      "tailwind-merge",
      "marked",
    ],
  },
  server: {
    watch: { ignored: ["**/data/db/**", "**/data/media/**", "**/tmp/**"] },
  },
});
