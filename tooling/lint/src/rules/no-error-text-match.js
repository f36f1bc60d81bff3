// @ts-check
/**
 * `runoff/no-error-text-match`: a failure is recognised by its id (`toFailure(error).id`, docs/i18n.md),
 * never by its English text. Refuses comparing a `.message` with `===`/`!==`/`==`/`!=` or in a `switch`,
 * searching one (`.message.includes/startsWith/endsWith/match/matchAll/search/indexOf`), and testing one
 * against a pattern (`/…/.test(error.message)`, `.exec(error.message)`): rewording or translating a
 * server's message must never break a screen.
 */

const SEARCHES = new Set(['includes', 'startsWith', 'endsWith', 'match', 'matchAll', 'search', 'indexOf', 'lastIndexOf', 'localeCompare']);
const PATTERN_CALLS = new Set(['test', 'exec']);

/** @param {any} node */
function propertyName(node) {
  if (node.type !== 'MemberExpression') return null;
  if (!node.computed && node.property.type === 'Identifier') return node.property.name;
  if (node.computed && node.property.type === 'Literal' && typeof node.property.value === 'string') return node.property.value;
  return null;
}

/** A read of some value's `message` (`error.message`, `e?.message`, `error['message']`), through `?.` too. */
/** @param {any} node */
function isMessage(node) {
  const inner = node.type === 'ChainExpression' ? node.expression : node;
  return propertyName(inner) === 'message';
}

const message = 'Recognise a failure by its id (toFailure(error).id), never by its message text (docs/i18n.md).';

/** @type {import('eslint').Rule.RuleModule} */
export const noErrorTextMatch = {
  meta: {
    type: 'problem',
    docs: { description: 'A failure is recognised by its id, never by comparing its message text.' },
    schema: [],
    messages: { byText: message },
  },
  create(context) {
    /** @param {any} node */
    const report = (node) => context.report({ node, messageId: 'byText' });
    return {
      BinaryExpression(node) {
        if (!['===', '!==', '==', '!='].includes(node.operator)) return;
        // Whether there is a message at all (`=== ''`) is not matching its words.
        const empty = (/** @type {any} */ side) => side.type === 'Literal' && side.value === '';
        if (empty(node.left) || empty(node.right)) return;
        if (isMessage(node.left) || isMessage(node.right)) report(node);
      },
      SwitchStatement(node) {
        if (isMessage(node.discriminant)) report(node.discriminant);
      },
      CallExpression(node) {
        const callee = node.callee.type === 'ChainExpression' ? node.callee.expression : node.callee;
        const name = propertyName(callee);
        if (name === null) return;
        if (SEARCHES.has(name) && isMessage(callee.object)) report(node);
        else if (PATTERN_CALLS.has(name) && node.arguments.some(isMessage)) report(node);
      },
    };
  },
};

export const errorTextPlugin = { rules: { 'no-error-text-match': noErrorTextMatch } };
