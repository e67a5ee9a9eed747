import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Its own config: the reactRouter() plugin of vite.config.ts is for the app build, not for tests.
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 20_000,
    // One worker per core (vitest's default leaves one free: a single worker on a 2-core machine,
    // 96 s against 69 s for the whole suite).
    maxWorkers: availableParallelism(),
  },
});
