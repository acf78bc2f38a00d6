import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages the project's own lint configuration gives a file at `file` holding `code`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'web/boundaries').map((m) => m.message);
}

describe('web import boundaries (eslint.config.js)', () => {
  it('keeps features out of lib/ and components/', async () => {
    const code = "import { useLogin } from '#web/features/auth/api/login.ts';\nvoid useLogin;\n";
    expect(await boundaryErrors('web/app/lib/example.ts', code)).toEqual([
      'lib/ is shared by the whole app: it must not import features/auth.',
    ]);
    expect(await boundaryErrors('web/app/components/example.tsx', code)).toEqual([
      'components/ is shared by the whole app: it must not import features/auth.',
    ]);
  });

  it('keeps features from importing one another or a route', async () => {
    const other = "import { useBug } from '#web/features/bugs/api/get-bug.ts';\nvoid useBug;\n";
    expect(await boundaryErrors('web/app/features/admin/components/example.tsx', other)).toEqual([
      expect.stringMatching(/^features\/admin must not import features\/bugs/),
    ]);
    const route = "import Home from '#web/routes/home.tsx';\nvoid Home;\n";
    expect(await boundaryErrors('web/app/features/news/example.ts', route)).toEqual([
      expect.stringMatching(/must not import a route module/),
    ]);
  });

  it('asks for package imports instead of climbing relative paths, and lets a feature use its own files', async () => {
    const climbing = "import { api } from '../../../lib/api-client.ts';\nvoid api;\n";
    expect(await boundaryErrors('web/app/features/bugs/api/example.ts', climbing)).toEqual([
      'Import lib/ as "#web/lib/api-client.ts" rather than through a relative path.',
    ]);
    const contract =
      "import { BUG_LIMITS } from '../../../../../contract/bug-values.ts';\nvoid BUG_LIMITS;\n";
    expect(await boundaryErrors('web/app/features/bugs/api/example.ts', contract)).toEqual([
      'Import contract/ as "#contract/bug-values.ts" rather than through a relative path.',
    ]);
    const own =
      "import { bugKeys } from './get-bugs.ts';\nimport { matchesFilters } from '../board-filters.ts';\n" +
      "import { api } from '#web/lib/api-client.ts';\nimport { Modal } from '#web/components/ui/modal.tsx';\n" +
      'void bugKeys, matchesFilters, api, Modal;\n';
    expect(await boundaryErrors('web/app/features/bugs/api/example.ts', own)).toEqual([]);
    const routes =
      "import { BugBoard } from '#web/features/bugs/components/bug-board.tsx';\nvoid BugBoard;\n";
    expect(await boundaryErrors('web/app/routes/support/example.tsx', routes)).toEqual([]);
  });
});
