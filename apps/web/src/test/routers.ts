/** The routers tests rendered, stopped after each test so no navigation or route load outlives it. */
const routers = new Set<{ dispose(): void }>();

export function trackRouter<R extends { dispose(): void }>(router: R): R {
  routers.add(router);
  return router;
}

export function disposeRouters() {
  for (const router of routers) router.dispose();
  routers.clear();
}
