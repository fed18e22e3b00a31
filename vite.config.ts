import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The server bundle starts from our Express entry, which wraps React Router's request handler.
  environments: {
    ssr: {
      build: {
        rollupOptions: { input: "./server/entry.ts" },
      },
    },
  },
  server: {
    watch: { ignored: ["**/data/db/**", "**/data/media/**", "**/tmp/**"] },
  },
});
