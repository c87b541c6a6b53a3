/**
 * On every page load MSW finds its registration and calls `registration.update()` without
 * waiting for it or catching it (msw 3, `getWorkerInstance`). The update fetches the worker
 * script again; when the user moves on before that fetch ends, the page that asked is gone and
 * Chromium rejects the update ("Failed to update a ServiceWorker … Not found"), an unhandled
 * rejection in the console (issue 21, finding 22). The worker itself is fine. Marking every
 * update's promise as handled silences that case only: a caller that awaits `update()` still
 * sees its failure.
 */
export function handleStrayWorkerUpdates() {
  if (typeof ServiceWorkerRegistration === 'undefined') return
  // Called with the registration as `this` below.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const update = ServiceWorkerRegistration.prototype.update
  ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
    const pending = update.call(this)
    pending.catch(() => undefined)
    return pending
  }
}
