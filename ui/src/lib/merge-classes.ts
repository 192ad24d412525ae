/**
 * Resolves conflicting Tailwind classes: of two classes that set the same thing under the same variants (`px-4` and
 * `px-2`, `hover:bg-muted` and `hover:bg-transparent`), the later one stays. It knows the utilities this design
 * system and its app use, in a kilobyte: tailwind-merge, which knows every utility, weighed 9 KB of every page's
 * first download. In development every merge is compared with tailwind-merge's (merge-classes-check.ts), so that a
 * class this table does not know yet fails the stories and the app's tests rather than a page.
 */

/** Classes that are a whole utility, by the property they set. */
const keywordGroups: Record<string, string> = {};
const keywords: Record<string, string> = {
  display: 'block inline-block inline flex inline-flex grid inline-grid hidden contents table flow-root list-item',
  position: 'static fixed absolute relative sticky',
  visibility: 'visible invisible collapse',
  'text-decoration': 'underline overline line-through no-underline',
  'text-transform': 'uppercase lowercase capitalize normal-case',
  'font-style': 'italic not-italic',
  'sr-only': 'sr-only not-sr-only',
  'border-collapse': 'border-collapse border-separate',
};
for (const [group, names] of Object.entries(keywords)) for (const name of names.split(' ')) keywordGroups[name] = group;

/**
 * Utilities named by a prefix and a value (`gap-4`, `min-w-0`). Those whose value decides what they set (`text-sm`
 * and `text-primary`) are told apart by `valueGroup`.
 */
const prefixes = new Set(
  (
    'underline-offset outline-offset ring-offset pointer-events line-clamp grid-cols grid-rows col-span row-span ' +
    'min-w min-h max-w max-h gap-x gap-y inset-x inset-y space-x space-y scroll-m scroll-p overflow-x overflow-y ' +
    'translate-x translate-y justify-items justify-self place-items place-content place-self ' +
    'px py pt pr pb pl ps pe mx my mt mr mb ml ms me p m w h size gap inset top right bottom left start end z order ' +
    'basis grow shrink opacity leading tracking overflow cursor select items justify self content transition ' +
    'duration ease delay animate rotate scale origin whitespace break aspect object columns align float clear ' +
    'rounded border text font bg ring outline shadow flex stroke fill list decoration col row'
  ).split(' '),
);

/** The longest prefix a utility starts with, so that `min-w-0` is read as `min-w` and not as `min`. */
function prefixOf(utility: string): string | undefined {
  for (let end = utility.length; end > 0; end = utility.lastIndexOf('-', end - 1)) {
    const candidate = utility.slice(0, end);
    if (prefixes.has(candidate)) return candidate;
  }
  return undefined;
}

/** What a later class of a group also replaces: `p-0` after `px-4` leaves `p-0` alone. */
const replaces: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left', 'start', 'end'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  'text-size': ['leading'],
};
// A whole border or corner replaces its sides: `border-0` after `border-l-4`, `rounded-md` after `rounded-t-lg`.
for (const kind of ['border-width', 'border-color']) {
  replaces[kind] = ['x', 'y', 't', 'r', 'b', 'l', 's', 'e'].map((side) => `${kind}-${side}`);
  replaces[`${kind}-x`] = ['r', 'l', 's', 'e'].map((side) => `${kind}-${side}`);
  replaces[`${kind}-y`] = ['t', 'b'].map((side) => `${kind}-${side}`);
}
replaces.rounded = ['t', 'r', 'b', 'l', 's', 'e', 'tl', 'tr', 'br', 'bl', 'ss', 'se', 'es', 'ee'].map(
  (corner) => `rounded-${corner}`,
);

const isLength = (value: string) => value === '' || /^(\d+(\.\d+)?|px|\[\d.*\])$/.test(value);
const textSizes = /^(xs|sm|base|lg|\d*xl|\[\d.*\])(\/.+)?$/;
const fontWeights = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/;
const lineStyles = /^(solid|dashed|dotted|double|hidden|none)$/;
const backgroundOthers =
  /^(fixed|local|scroll|auto|cover|contain|no-repeat|repeat.*|center|top|bottom|left|right|clip-.+|origin-.+|none|(linear|radial|conic|gradient)(-.+)?)$/;

/** The group of a prefixed utility whose value decides what it sets; `undefined` for the others. */
function valueGroup(prefix: string, value: string): string | undefined {
  switch (prefix) {
    case 'text':
      if (textSizes.test(value)) return 'text-size';
      if (/^(left|center|right|justify|start|end)$/.test(value)) return 'text-align';
      if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return 'text-wrap';
      if (/^(ellipsis|clip)$/.test(value)) return 'text-overflow';
      return 'text-color';
    case 'font':
      return fontWeights.test(value) ? 'font-weight' : 'font-family';
    case 'bg':
      return backgroundOthers.test(value) ? `bg-${value}` : 'bg-color';
    case 'ring':
      if (value === 'inset') return 'ring-inset';
      return isLength(value) ? 'ring-width' : 'ring-color';
    case 'ring-offset':
      return isLength(value) ? 'ring-offset-width' : 'ring-offset-color';
    case 'outline':
      if (isLength(value)) return 'outline-width';
      return lineStyles.test(value) ? 'outline-style' : 'outline-color';
    case 'stroke':
      return isLength(value) ? 'stroke-width' : 'stroke-color';
    case 'flex':
      if (/^(row|col)(-reverse)?$/.test(value)) return 'flex-direction';
      if (/^(wrap|nowrap|wrap-reverse)$/.test(value)) return 'flex-wrap';
      return 'flex';
    case 'list':
      return /^(inside|outside)$/.test(value) ? 'list-position' : 'list-type';
    case 'decoration':
      if (isLength(value)) return 'decoration-thickness';
      return lineStyles.test(value) || value === 'wavy' ? 'decoration-style' : 'decoration-color';
    case 'border': {
      if (value.startsWith('spacing')) return 'border-spacing';
      const [, side = '', rest = ''] = /^(?:(x|y|t|r|b|l|s|e)(?:-|$))?(.*)$/.exec(value) ?? [];
      const suffix = side ? `-${side}` : '';
      if (lineStyles.test(rest)) return 'border-style';
      return (isLength(rest) ? 'border-width' : 'border-color') + suffix;
    }
    case 'rounded': {
      const corner = /^(tl|tr|br|bl|ss|se|es|ee|t|r|b|l|s|e)(-|$)/.exec(value);
      return corner ? `rounded-${corner[1]}` : 'rounded';
    }
    default:
      return undefined;
  }
}

/** What a utility (without variants, `!` or a minus) sets: a name shared by the classes that replace each other. */
function groupOf(utility: string): string | undefined {
  if (keywordGroups[utility]) return keywordGroups[utility];
  // An arbitrary property (`[mask-type:alpha]`) sets the property it names.
  if (utility.startsWith('[')) return /^\[([a-z-]+):/.exec(utility)?.[1];
  const prefix = prefixOf(utility);
  if (!prefix) return undefined;
  const value = utility.slice(prefix.length + 1).replace(/\/[^\]]*$/, '');
  return valueGroup(prefix, value) ?? prefix;
}

/** Splits `md:[&_svg]:size-4` into its variants (`md:[&_svg]:`) and its utility, minding brackets. */
function splitVariants(className: string): [variants: string, utility: string] {
  let depth = 0;
  let end = 0;
  for (let index = 0; index < className.length; index += 1) {
    const char = className[index];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) end = index + 1;
  }
  return [className.slice(0, end), className.slice(end)];
}

/**
 * Merges already made, by the classes given. A page asks for the same few hundred combinations on every render:
 * without this, merging was the costliest script of a render (a fifth of the profile page's first one).
 */
const merged = new Map<string, string>();
const mostMergesKept = 1000;

/** Joins classes, dropping each that a later one replaces. Classes it does not know are all kept. */
export function mergeClasses(classes: string): string {
  let result = merged.get(classes);
  if (result === undefined) {
    // Classes built from values (a width, a colour) could grow the table without end: it starts over instead.
    if (merged.size === mostMergesKept) merged.clear();
    result = mergeWithoutMemory(classes);
    merged.set(classes, result);
  }
  return result;
}

function mergeWithoutMemory(classes: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  for (const className of classes.split(/\s+/).filter(Boolean).reverse()) {
    const [variants, rawUtility] = splitVariants(className);
    const important = rawUtility.startsWith('!') || rawUtility.endsWith('!');
    const utility = rawUtility.replace(/^!|!$/g, '').replace(/^-/, '');
    const group = groupOf(utility);
    if (group) {
      const scope = `${variants}${important ? '!' : ''}`;
      if (taken.has(scope + group)) continue;
      taken.add(scope + group);
      for (const replaced of replaces[group] ?? []) taken.add(scope + replaced);
    }
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
