import { measure } from "./bench/lighthouse-run.ts";
const page = process.argv[2] ?? "/";
const r = await measure("http://127.0.0.1:4191" + page, Number(process.argv[3] ?? 3), async () => 0);
console.log(page, r.runs.map((m) => `perf ${m.performance} LCP ${Math.round(m.lcpMs)} TBT ${Math.round(m.tbtMs)}`).join(" | "));
