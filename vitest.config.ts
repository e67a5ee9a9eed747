import { defineConfig } from "vitest/config";

// Its own config: the reactRouter() plugin of vite.config.ts is for the app build, not for tests.
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 20_000,
  },
});
