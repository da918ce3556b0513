// The Node.js flags the guide's server runs with (docs/deploy.md "Memory"). `npm start` and
// `npm run serve` pass them, and so do the tests and benches that start the server; a cluster's
// workers inherit them. Under a rush V8 lets the heap's old generation grow to several times what
// is alive before it collects (300 MB at 50 connections, `npm run bench:memory`); capped, it
// collects sooner. What is alive is the app's own ~75 MB and its caches' ~64 MB at most
// (app/lib/memory-budgets.server.ts), well within the cap. The young generation is held at Node
// 20's 16 MB a half: Node 24's V8 sizes it from the machine's memory (64 MB a half on a 24 GB
// machine) and keeps it after a rush, 96 MB more (docs/performance.md).
// --expose-gc: one full collection once the server is quiet after a rush (server/memory-sweep.ts),
// which Node 24's V8 no longer makes by itself.
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256', '--max-semi-space-size=16', '--expose-gc']

/** True when this process was started with the flags (on the command line or in NODE_OPTIONS). */
export function startedWithServerFlags(execArgv = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? '') {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)]
  return SERVER_NODE_FLAGS.every((flag) => given.some((arg) => arg.split('=')[0] === flag.split('=')[0]))
}
