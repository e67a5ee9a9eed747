// The thread that reads feeds for scripts/availability/bounded-parser.ts: a feed that would run
// for ever or fill the memory ends this thread, never the command. Plain JavaScript, so it starts
// the same under `node --import tsx` and under the tests' runner; it loads the TypeScript itself.
import { parentPort } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { parseFeed } = await import("./parse-feed.ts");
parentPort.on("message", (request) => parentPort.postMessage(parseFeed(request)));
parentPort.postMessage("ready");
