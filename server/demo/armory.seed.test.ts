import { expect, it } from 'vitest';
import type { ArmoryCharacter, ArmoryGuild } from '../../contract/armory.ts';
import { describeEachDatabase } from '../test/harness.ts';
import { seedDemo } from './seed-demo.ts';

/* The demo's armory is complete: geared characters with talents and achievements, a guild, a team. */
describeEachDatabase(
  'demo armory',
  (ctx) => {
    it('dresses the demo characters, with talents, glyphs, achievements, a title, a guild and an arena team, once', async () => {
      const c = ctx();
      await seedDemo(c.dbs, c.config, c.core, c.realms);
      await seedDemo(c.dbs, c.config, c.core, c.realms);
      const res = await c.app.inject({ method: 'GET', url: '/api/armory/realms/1/characters/Demoranger' });
      expect(res.statusCode).toBe(200);
      const ranger: ArmoryCharacter = res.json().data;
      expect(ranger.equipment).toHaveLength(19);
      expect(ranger.equipment.every((i) => i.name && i.tooltip)).toBe(true);
      expect(ranger.title).toMatch(/Demoranger/);
      expect(ranger.guild).toEqual({ name: 'Frostfall Vanguard', rank: 'Guild Master' });
      expect(ranger.pvp.arenaTeams).toMatchObject([
        { name: 'Frozen Fangs', type: 2 },
        { name: 'Iron Vigil', type: 5 },
      ]);
      expect(ranger.talents!.map((s) => s.trees.reduce((sum, t) => sum + t.points, 0) > 0)).toEqual([
        true,
        true,
      ]);
      expect(ranger.talents![0]!.glyphs.length).toBeGreaterThan(0);
      expect(ranger.achievements!.count).toBeGreaterThan(0);
      expect(ranger.professions.primary).toHaveLength(2);

      const guild: ArmoryGuild = (
        await c.app.inject({ method: 'GET', url: '/api/armory/realms/1/guilds/Frostfall%20Vanguard' })
      ).json().data;
      // The admin's and the moderator's characters are game masters': not counted.
      expect(guild.members.data.map((m) => m.name).sort()).toEqual([
        'Demoblood',
        'Demofrost',
        'Demoranger',
        'Demototem',
      ]);
    });
  },
  {},
  { armory: true },
);
