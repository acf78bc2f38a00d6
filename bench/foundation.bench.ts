/*
 * The foundation's budgets: seconds from `npm start` (built tree) to the first 200 on /api/health
 * (budget < 2 s), and throughput at 50 connections for 10 s on GET / (budget ≥ 5,000 req/s) and
 * GET /api/health.
 */
import { measure, startSite } from './support.ts';

export default async function foundation() {
  // A cold start: new data dir, so migrations and the demo seed run too; then a warm restart.
  const cold = await startSite({ keepData: true });
  await cold.stop();
  const warm = await startSite({ env: { DATA_DIR: cold.dataDir }, viaNpmStart: true });
  try {
    const home = await measure({
      url: `${warm.url}/`,
      connections: 50,
      duration: 10,
      headers: { 'accept-encoding': 'br' },
    });
    const health = await measure({ url: `${warm.url}/api/health`, connections: 50, duration: 10 });
    return {
      startToFirstHealth200Ms: {
        firstRunWithMigrationsAndSeed: cold.startMs,
        npmStartOnBuiltTree: warm.startMs,
        budgetMs: 2000,
      },
      'GET /': { ...home, budgetRequestsPerSecond: 5000 },
      'GET /api/health': health,
    };
  } finally {
    await warm.stop();
  }
}
