import path from 'node:path';

/*
 * The web app's import boundaries (docs/architecture.md "The web app"):
 *   - lib/ and components/ are shared: they never import a feature or a route;
 *   - a feature never imports another feature, nor a route;
 *   - leaving one's own part of web/app goes through `#web/…`, and contract/ through `#contract/…`,
 *     never a climbing relative path (`node scripts/package-imports.ts` rewrites those).
 */

const root = path.resolve(import.meta.dirname, '..');
const webApp = path.join(root, 'web/app');
const contract = path.join(root, 'contract');

/** The part of web/app a path lies in: `features/<name>`, `lib`, `components`, `routes`, … or null outside. */
function areaOf(file) {
  // React Router's generated route types (`./+types/x`) stand beside their route module.
  const relative = path.relative(webApp, file.replace(`${path.sep}+types${path.sep}`, path.sep));
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}`;
  return parts.length > 1 ? parts[0] : '.';
}

function resolve(specifier, file) {
  if (specifier.startsWith('#web/')) return path.join(webApp, specifier.slice('#web/'.length));
  if (specifier.startsWith('#contract/')) return path.join(contract, specifier.slice('#contract/'.length));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  return null;
}

const SHARED = new Set(['lib', 'components']);

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the web app’s shared code, features and routes apart.' },
    messages: {
      sharedImportsFeature: '{{from}}/ is shared by the whole app: it must not import {{to}}.',
      crossFeature:
        '{{from}} must not import {{to}}: features do not depend on each other (move the shared part to lib/ or components/).',
      importsRoute:
        '{{from}} must not import a route module: routes compose features, not the other way round.',
      packageImport: 'Import {{target}} as "{{suggestion}}" rather than through a relative path.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = areaOf(file);
    if (from === null) return {};

    function check(node, source) {
      if (!source || typeof source.value !== 'string') return;
      const target = resolve(source.value, file);
      if (!target) return;
      const to = areaOf(target);
      if (source.value.startsWith('.')) {
        if (!path.relative(contract, target).startsWith('..')) {
          const suggestion = `#contract/${path.relative(contract, target).split(path.sep).join('/')}`;
          context.report({
            node: source,
            messageId: 'packageImport',
            data: { target: 'contract/', suggestion },
          });
          return;
        }
        if (to !== null && to !== from) {
          const suggestion = `#web/${path.relative(webApp, target).split(path.sep).join('/')}`;
          context.report({
            node: source,
            messageId: 'packageImport',
            data: { target: `${to}/`, suggestion },
          });
          return;
        }
      }
      if (to === null || to === from) return;
      if (to === 'routes' && from !== '.') {
        context.report({ node: source, messageId: 'importsRoute', data: { from } });
      } else if (to.startsWith('features/') && SHARED.has(from)) {
        context.report({ node: source, messageId: 'sharedImportsFeature', data: { from, to } });
      } else if (to.startsWith('features/') && from.startsWith('features/')) {
        context.report({ node: source, messageId: 'crossFeature', data: { from, to } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
