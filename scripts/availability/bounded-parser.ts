import { Worker } from "node:worker_threads";
import type { ParseOutcome, ParseRequest } from "./parse-feed.ts";

export type HardLimits = {
  /** For the thread to start (it loads the parser). */
  startMs: number;
  /** For one feed, whatever it holds: past it the thread is ended. */
  parseMs: number;
  /** The thread's heap. */
  memoryMb: number;
};

export const DEFAULT_HARD_LIMITS: HardLimits = { startMs: 20_000, parseMs: 10_000, memoryMb: 256 };

const UNEXPECTED = "el calendario no se ha podido leer (el lector de calendarios se ha parado)";

/**
 * Reads feeds in a thread of their own, one at a time, each within a hard time and memory limit.
 * The parser counts its own work and stops a feed that costs too much; this is the limit for
 * what it can't count (a library caught in a loop, a memory blow-up): the thread is ended, the
 * feed fails like an unreachable one, and the next feed gets a new thread.
 */
export class BoundedParser {
  private worker: Promise<Worker> | null = null;
  /** The thread started and not ended, for `worker` to be dropped when it ends by itself. */
  private current: Worker | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly limits: HardLimits = DEFAULT_HARD_LIMITS) {}

  parse(request: ParseRequest): Promise<ParseOutcome> {
    const run = this.queue.then(() => this.run(request));
    this.queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    const worker = await this.worker?.catch(() => null);
    this.worker = null;
    await worker?.terminate();
  }

  private start(): Promise<Worker> {
    const worker = new Worker(new URL("./parse-worker.mjs", import.meta.url), {
      // Not the parent's flags (`--import tsx` is loaded by the thread itself, the same under the tests' runner).
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.limits.memoryMb },
      // Whatever the thread might print stays out of the owner's terminal and the workflow's log.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    return new Promise<Worker>((resolve, reject) => {
      const timer = setTimeout(() => fail(new Error("start timed out")), this.limits.startMs);
      const fail = (error: unknown): void => {
        clearTimeout(timer);
        worker.off("message", ready);
        void worker.terminate();
        reject(error);
      };
      const ready = (): void => {
        clearTimeout(timer);
        worker.off("error", fail).off("exit", fail);
        this.current = worker;
        resolve(worker);
      };
      // A thread that fails between feeds is replaced at the next one (an 'error' with no listener would end the command).
      worker.on("error", () => undefined).once("error", fail).once("exit", fail).once("message", ready);
      worker.once("exit", () => {
        if (this.current === worker) [this.current, this.worker] = [null, null];
      });
    });
  }

  private async run(request: ParseRequest): Promise<ParseOutcome> {
    let worker: Worker;
    try {
      worker = await (this.worker ??= this.start());
    } catch {
      this.worker = null;
      return { ok: false, problem: UNEXPECTED };
    }
    return new Promise<ParseOutcome>((resolve) => {
      const seconds = (this.limits.parseMs / 1000).toLocaleString("es-ES");
      const finish = (outcome: ParseOutcome, end: boolean): void => {
        clearTimeout(timer);
        worker.off("message", answered).off("error", failed).off("exit", ended);
        if (end) {
          [this.current, this.worker] = [null, null];
          void worker.terminate();
        }
        resolve(outcome);
      };
      const answered = (outcome: ParseOutcome): void => finish(outcome, false);
      const failed = (error: Error & { code?: string }): void =>
        finish({ ok: false, problem: error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "el calendario necesita demasiada memoria para leerse: no es un calendario normal" : UNEXPECTED }, true);
      const ended = (): void => finish({ ok: false, problem: UNEXPECTED }, true);
      const timer = setTimeout(() => finish({ ok: false, problem: `el calendario tarda demasiado en leerse (más de ${seconds} s): tiene algo que el lector de calendarios no termina de entender` }, true), this.limits.parseMs);
      worker.once("message", answered).once("error", failed).once("exit", ended);
      worker.postMessage(request);
    });
  }
}
