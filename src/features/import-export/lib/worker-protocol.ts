import type { ImportErrorCode, ParsedFile } from './parse';

export interface WorkerRequest {
  name: string;
  buffer: ArrayBuffer;
}
export type WorkerReply =
  | { type: 'progress'; value: number }
  | { type: 'done'; result: ParsedFile }
  | { type: 'error'; code: ImportErrorCode; params: Record<string, string | number> };
