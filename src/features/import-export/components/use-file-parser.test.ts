import { act, renderHook } from '@testing-library/react';
import type { WorkerReply } from '../lib/worker-protocol';
import { useFileParser, XLS_SILENCE_MS } from './use-file-parser';

/** A Worker that records how it was started and answers only when told to. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((e: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  terminated = false;
  constructor(readonly url: URL) {
    FakeWorker.started.push(this);
  }
  postMessage() {}
  terminate() {
    this.terminated = true;
  }
  reply(data: WorkerReply) {
    this.onmessage?.({ data } as MessageEvent<WorkerReply>);
  }
}

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

async function start(content: BlobPart, name: string) {
  const hook = renderHook(() => useFileParser());
  await act(() => hook.result.current.parse(new File([content], name)));
  const worker = FakeWorker.started.at(-1);
  if (!worker) throw new Error('no worker started');
  return { hook, worker };
}

describe('useFileParser workers', () => {
  beforeEach(() => {
    FakeWorker.started = [];
    vi.stubGlobal('Worker', FakeWorker);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends OLE files (.xls) to the SheetJS worker and everything else to the other one', async () => {
    const xls = await start(new Uint8Array([...OLE, 0, 0]), 'old.xls');
    expect(xls.worker.url.pathname).toMatch(/\/xls\.worker\.ts$/);
    const csv = await start('name\nA\n', 'list.csv');
    expect(csv.worker.url.pathname).toMatch(/\/import\.worker\.ts$/);
  });

  it('stops an .xls worker that stays silent and reports the file as damaged', async () => {
    const { hook, worker } = await start(new Uint8Array([...OLE, 0, 0]), 'loop.xls');
    act(() => vi.advanceTimersByTime(XLS_SILENCE_MS - 5000));
    act(() => worker.reply({ type: 'progress', value: 0.5 })); // progress re-arms the watchdog
    act(() => vi.advanceTimersByTime(XLS_SILENCE_MS - 5000));
    expect(hook.result.current.state.status).toBe('parsing');
    expect(worker.terminated).toBe(false);
    act(() => vi.advanceTimersByTime(5001));
    expect(worker.terminated).toBe(true);
    expect(hook.result.current.state).toMatchObject({ status: 'error', code: 'corrupt', fileName: 'loop.xls' });
  });

  it('gives a .csv or .xlsx worker all the time it needs', async () => {
    const { hook, worker } = await start('name\nA\n', 'list.csv');
    act(() => vi.advanceTimersByTime(XLS_SILENCE_MS * 3));
    expect(worker.terminated).toBe(false);
    expect(hook.result.current.state.status).toBe('parsing');
  });
});
