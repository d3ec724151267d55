import { useCallback, useEffect, useRef, useState } from 'react';
import { checkSize, fileKind, ImportError, isOle, parseFile, type ImportErrorCode, type ParsedFile } from '../lib/parse';
import { lazyReaders } from '../lib/readers';
import type { WorkerReply } from '../lib/worker-protocol';

export type ParseState =
  | { status: 'idle' }
  | { status: 'parsing'; fileName: string; progress: number }
  | { status: 'error'; fileName: string; code: ImportErrorCode; params: Record<string, string | number> }
  | { status: 'done'; fileName: string; result: ParsedFile };

function readBytes(file: File): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/**
 * SheetJS's BIFF parser can spin forever on some damaged .xls files (a changed byte in a formula record):
 * an .xls worker that says nothing for this long is stopped and the file reported as damaged. A 5 MB .xls
 * takes well under a second on a laptop.
 */
export const XLS_SILENCE_MS = 20_000;

/** Two workers, each one bundle: OLE files (.xls) go to the one with SheetJS, everything else to exceljs's. */
function startWorker(ole: boolean): Worker {
  return ole
    ? new Worker(new URL('../lib/xls.worker.ts', import.meta.url), { type: 'module' })
    : new Worker(new URL('../lib/import.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Type and size are checked before reading; parsing runs in a Web Worker with progress, and cancel()
 * terminates it. Where Workers are missing (tests) the same parseFile runs in place.
 */
export function useFileParser() {
  const [state, setState] = useState<ParseState>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);
  const watchdog = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const run = useRef(0);

  const stop = () => {
    clearTimeout(watchdog.current);
    worker.current?.terminate();
    worker.current = null;
  };
  useEffect(() => stop, []);

  const parse = useCallback(async (file: File) => {
    stop();
    const id = ++run.current;
    const fail = (error: unknown) => {
      if (run.current !== id) return;
      stop();
      const e = error instanceof ImportError ? error : new ImportError('corrupt');
      setState({ status: 'error', fileName: file.name, code: e.code, params: e.params });
    };
    try {
      fileKind(file.name);
      checkSize(file.size);
    } catch (error) {
      fail(error);
      return;
    }
    setState({ status: 'parsing', fileName: file.name, progress: 0 });
    let buffer: ArrayBuffer;
    try {
      buffer = await readBytes(file);
    } catch (error) {
      fail(error);
      return;
    }
    if (run.current !== id) return;
    const inPlace = () =>
      parseFile(
        file.name,
        new Uint8Array(buffer),
        (progress) => {
          if (run.current === id) setState({ status: 'parsing', fileName: file.name, progress });
        },
        lazyReaders,
      ).then((result) => {
        if (run.current === id) setState({ status: 'done', fileName: file.name, result });
      }, fail);
    if (typeof Worker === 'undefined') {
      await inPlace();
      return;
    }
    try {
      const ole = isOle(new Uint8Array(buffer, 0, Math.min(8, buffer.byteLength)));
      const w = startWorker(ole);
      worker.current = w;
      const arm = () => {
        clearTimeout(watchdog.current);
        if (ole) watchdog.current = setTimeout(() => fail(new ImportError('corrupt')), XLS_SILENCE_MS);
      };
      w.onmessage = (event: MessageEvent<WorkerReply>) => {
        if (run.current !== id) return;
        const msg = event.data;
        if (msg.type === 'progress') {
          arm();
          setState({ status: 'parsing', fileName: file.name, progress: msg.value });
        } else if (msg.type === 'done') {
          stop();
          setState({ status: 'done', fileName: file.name, result: msg.result });
        } else fail(new ImportError(msg.code, msg.params));
      };
      // A worker that cannot start (old browser, blocked script) falls back to parsing in place.
      w.onerror = (event) => {
        event.preventDefault();
        stop();
        void inPlace();
      };
      w.postMessage({ name: file.name, buffer: buffer.slice(0) });
      arm();
    } catch {
      await inPlace();
    }
  }, []);

  const cancel = useCallback(() => {
    run.current++;
    stop();
    setState({ status: 'idle' });
  }, []);

  return { state, parse, cancel, reset: cancel };
}
