/// <reference lib="webworker" />
import { ImportError, parseFile, type Readers } from './parse';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

/** Parses off the main thread; the page terminates the worker for Cancel (G5). */
export function serveParser(readers: Readers): void {
  const ctx = self as unknown as {
    postMessage: (m: WorkerReply) => void;
    onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
  };
  ctx.onmessage = async (event) => {
    const { name, buffer } = event.data;
    try {
      let last = 0;
      const result = await parseFile(
        name,
        new Uint8Array(buffer),
        (value) => {
          if (value - last >= 0.02 || value === 1) {
            last = value;
            ctx.postMessage({ type: 'progress', value });
          }
        },
        readers,
      );
      ctx.postMessage({ type: 'done', result });
    } catch (error) {
      ctx.postMessage(
        error instanceof ImportError
          ? { type: 'error', code: error.code, params: error.params }
          : { type: 'error', code: 'corrupt', params: {} },
      );
    }
  };
}
