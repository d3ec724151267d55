import { guardWorkerUpdate } from './worker-update-guard';

/** A stand-in for ServiceWorkerRegistration whose update check fails like an unregistered worker's. */
function fakeRegistrationClass(fail = true) {
  return class FakeRegistration {
    calls = 0;
    update(): Promise<ServiceWorkerRegistration> {
      this.calls += 1;
      return fail ? Promise.reject(new TypeError('Failed to update a ServiceWorker for scope: Not found')) : Promise.resolve(this as never);
    }
  };
}

describe('mock worker update check (start-up robustness, RELIABILITY H8 browser worker)', () => {
  it('a failed update() that nobody awaits is a warning, not an unhandled rejection', async () => {
    const Fake = fakeRegistrationClass();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    guardWorkerUpdate(Fake as never);
    const registration = new Fake();
    // Exactly what msw does with an existing registration: fire and forget.
    void registration.update();
    await new Promise((r) => setTimeout(r, 20));
    process.off('unhandledRejection', onUnhandled);
    expect(unhandled).toEqual([]);
    expect(registration.calls).toBe(1);
    expect(warn).toHaveBeenCalledWith('Mock API worker update check failed:', expect.stringContaining('Not found'));
    warn.mockRestore();
  });

  it('callers that await update() still see the failure, and success passes through', async () => {
    const Failing = fakeRegistrationClass(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    guardWorkerUpdate(Failing as never);
    await expect(new Failing().update()).rejects.toThrow(/Not found/);
    const Working = fakeRegistrationClass(false);
    guardWorkerUpdate(Working as never);
    const ok = new Working();
    await expect(ok.update()).resolves.toBe(ok);
    warn.mockRestore();
  });

  it('wraps once, and does nothing where service workers do not exist', async () => {
    const Fake = fakeRegistrationClass();
    guardWorkerUpdate(Fake as never);
    const wrapped = Fake.prototype.update;
    guardWorkerUpdate(Fake as never);
    expect(Fake.prototype.update).toBe(wrapped);
    expect(() => guardWorkerUpdate(undefined)).not.toThrow();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const r = new Fake();
    await expect(r.update()).rejects.toThrow();
    expect(r.calls).toBe(1);
    warn.mockRestore();
  });
});
