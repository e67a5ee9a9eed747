import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { siteContentPlugin } from "./scripts/content/vite-plugin.ts";

export default defineConfig({
  plugins: [siteContentPlugin(), reactRouter()],
  server: { host: "127.0.0.1", port: 5173 },
});
