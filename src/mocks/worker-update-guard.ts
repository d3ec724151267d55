/**
 * MSW's setupWorker().start() calls `registration.update()` on an existing registration without
 * awaiting it. On a reload, the previous page's worker may already have unregistered itself (the MSW
 * worker does so when its last client closes), and that update then rejects ("Not found") as an
 * uncaught promise rejection: a console error and a `pageerror` on an otherwise working page. The
 * worker keeps serving this page either way, so a failed update check is only a warning.
 */
export function guardWorkerUpdate(
  target: { prototype: Pick<ServiceWorkerRegistration, 'update'> } | undefined = globalThis.ServiceWorkerRegistration,
): void {
  const proto = target?.prototype as (Pick<ServiceWorkerRegistration, 'update'> & { __tesseraGuarded?: boolean }) | undefined;
  if (!proto || proto.__tesseraGuarded) return;
  const original = proto.update;
  proto.update = function update(this: ServiceWorkerRegistration) {
    const result = original.call(this);
    // Attaching a handler marks the promise handled; callers that await it still see the rejection.
    result.catch((error: unknown) => console.warn('Mock API worker update check failed:', error instanceof Error ? error.message : error));
    return result;
  };
  proto.__tesseraGuarded = true;
}
