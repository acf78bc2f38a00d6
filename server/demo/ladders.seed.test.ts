import { expect, it } from 'vitest';
import type { ArenaStanding, HonorStanding } from '../../contract/ladders.ts';
import { describeEachDatabase } from '../test/harness.ts';
import { seedDemo } from './seed-demo.ts';

/* The demo's ladders show something real: teams in every bracket, honour and achievements, no game master. */
describeEachDatabase(
  'demo ladders',
  (ctx) => {
    it('lists the 2v2 teams rated 2400, 2100 and 1800 in that order, teams in every bracket, and no game master', async () => {
      const c = ctx();
      await seedDemo(c.dbs, c.config, c.core, c.realms);
      await c.app.ladders.rebuild();
      const get = async <T>(url: string) => {
        const res = await c.app.inject({ method: 'GET', url });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data as T[];
      };
      const twos = await get<ArenaStanding>('/api/ladders/arena?type=2');
      expect(twos.map((t) => [t.name, t.rating])).toEqual([
        ['Glacial Edge', 2400],
        ['Frozen Fangs', 2100],
        ['Ember Pact', 1800],
      ]);
      const threes = await get<ArenaStanding>('/api/ladders/arena?type=3');
      expect(threes.map((t) => t.name)).toEqual(['Northwind', 'Twilight Oath']);
      // Demoshade is the moderator's, a game master's character: counted, not named.
      expect(threes[1]).toMatchObject({ hiddenMembers: 1 });
      expect((await get<ArenaStanding>('/api/ladders/arena?type=5')).length).toBe(2);

      const honor = await get<HonorStanding>('/api/ladders/honor');
      const names = honor.map((r) => r.character.name);
      expect(names[0]).toBe('Demofury');
      expect(names).toContain('Demoranger');
      const achievements = await get<HonorStanding>('/api/ladders/achievements');
      expect(achievements.length).toBeGreaterThan(5);
      const everything = JSON.stringify([twos, threes, honor, achievements]);
      for (const gameMaster of ['Demoarchon', 'Demoshade']) expect(everything).not.toContain(gameMaster);
    });
  },
  {},
  { armory: true },
);
