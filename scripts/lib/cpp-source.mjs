// Small helpers to read C++ sources well enough to pull facts out of them (option declarations, macro-generated
// HTTP routes, contract action signatures). Not a C++ parser: it knows strings, comments, brackets and the
// preprocessor lines it meets in the Spring, appbase and system contract sources. Used by ../extract-facts.mjs.

/** Replaces comments with spaces (newlines kept, so offsets and line numbers stay the same). */
export function stripComments(src) {
  let out = '';
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    const next = src[i + 1];
    if (c === '/' && next === '/') {
      while (i < src.length && src[i] !== '\n') {
        // a line comment continued by a backslash goes on (macros)
        if (src[i] === '\\' && src[i + 1] === '\n') break;
        out += ' ';
        i++;
      }
      continue;
    }
    if (c === '/' && next === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end === -1 ? src.length : end + 2;
      out += src.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
      continue;
    }
    if (c === '"' || (c === "'" && !isDigitSeparator(src, i))) {
      const end = skipQuoted(src, i);
      out += src.slice(i, end);
      i = end;
      continue;
    }
    out += c;
    i++;
  }
  return out;
}

function isDigitSeparator(src, i) {
  return /[0-9a-fA-F]/.test(src[i - 1] ?? '') && /[0-9a-fA-F]/.test(src[i + 1] ?? '') && /\d/.test(src[i - 1]);
}

/** Index just past the string or char literal that starts at `start`. */
export function skipQuoted(src, start) {
  const quote = src[start];
  let i = start + 1;
  while (i < src.length && src[i] !== quote) {
    if (src[i] === '\\') i++;
    if (src[i] === '\n' && quote === "'") break;
    i++;
  }
  return i + 1;
}

const PAIRS = {'(': ')', '[': ']', '{': '}', '<': '>'};

/** Index of the bracket that closes the one at `open` (strings and char literals skipped). */
export function matchClose(src, open) {
  const stack = [PAIRS[src[open]]];
  let i = open + 1;
  while (i < src.length) {
    const c = src[i];
    if (c === '"' || (c === "'" && !isDigitSeparator(src, i))) {
      i = skipQuoted(src, i);
      continue;
    }
    if (c === '(' || c === '[' || c === '{') stack.push(PAIRS[c]);
    else if (c === ')' || c === ']' || c === '}') {
      if (stack.pop() !== c) throw new Error(`unbalanced ${c} at ${i}`);
      if (!stack.length) return i;
    }
    i++;
  }
  throw new Error(`no closing bracket for ${src[open]} at ${open}`);
}

/** Splits at top-level separators (commas by default); `angles` also nests <...> (template arguments). */
export function splitTopLevel(src, {sep = ',', angles = false} = {}) {
  const parts = [];
  let depth = 0;
  let start = 0;
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === '"' || (c === "'" && !isDigitSeparator(src, i))) {
      i = skipQuoted(src, i);
      continue;
    }
    if ('([{'.includes(c) || (angles && c === '<')) depth++;
    else if (')]}'.includes(c) || (angles && c === '>')) depth--;
    else if (c === sep && depth === 0) {
      parts.push(src.slice(start, i).trim());
      start = i + 1;
    }
    i++;
  }
  const last = src.slice(start).trim();
  if (last || parts.length) parts.push(last);
  return parts;
}

/** The value of an expression made only of (adjacent) string literals, else null. */
export function stringLiteral(expr) {
  let text = expr.trim();
  while (text.startsWith('(') && matchCloseSafe(text, 0) === text.length - 1) text = text.slice(1, -1).trim();
  const re = /\s*"((?:[^"\\]|\\.)*)"s?\s*/y;
  let value = '';
  let matched = false;
  let m;
  while ((m = re.exec(text))) {
    value += unescape(m[1]);
    matched = true;
    if (re.lastIndex === text.length) return value;
  }
  return matched && re.lastIndex === text.length ? value : null;
}

function matchCloseSafe(src, open) {
  try {
    return matchClose(src, open);
  } catch {
    return -1;
  }
}

function unescape(s) {
  return s.replace(/\\(.)/g, (_, c) => ({n: '\n', t: '\t', r: '\r', 0: '\0'})[c] ?? c);
}

/**
 * The preprocessor condition in force at each line (1-based index), e.g. "EOSIO_DEVELOPER" or
 * "!_WIN32 && EOSIO_EOS_VM_OC_RUNTIME_ENABLED"; '' outside any #if. Include guards count as conditions too.
 */
export function lineConditions(src) {
  const stack = [];
  const conditions = [''];
  for (const line of src.split('\n')) {
    const d = /^\s*#\s*(ifdef|ifndef|if|elif|else|endif)\b\s*(.*)$/.exec(line);
    if (d) {
      const [, kind, rest] = d;
      const arg = rest.trim();
      if (kind === 'ifdef') stack.push(arg);
      else if (kind === 'ifndef') stack.push(`!${arg}`);
      else if (kind === 'if') stack.push(arg.replace(/defined\s*\(\s*(\w+)\s*\)/g, '$1'));
      else if (kind === 'elif') stack[stack.length - 1] = arg.replace(/defined\s*\(\s*(\w+)\s*\)/g, '$1');
      else if (kind === 'else') {
        const top = stack.pop() ?? '';
        stack.push(top.startsWith('!') ? top.slice(1) : `!${top}`);
      } else stack.pop();
    }
    conditions.push(stack.join(' && '));
  }
  return conditions;
}

/** Blanks the preprocessor directive lines (spaces, newlines kept). */
export function blankDirectives(src) {
  return src.replace(/^[ \t]*#(?:[^\n]*\\\n)*[^\n]*/gm, (m) => m.replace(/[^\n]/g, ' '));
}

/** 1-based line number of an offset. */
export function lineAt(src, offset) {
  let line = 1;
  for (let i = 0; i < offset; i++) if (src.charCodeAt(i) === 10) line++;
  return line;
}

/** lineAt for many offsets of one source: a function offset -> 1-based line (binary search over line starts). */
export function lineIndex(src) {
  const starts = [0];
  for (let i = 0; i < src.length; i++) if (src.charCodeAt(i) === 10) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Function-like macros: just enough of the preprocessor to expand the route tables of the api plugins.

/** The function-like #define's of a (comment-stripped) source: {NAME: {params, body}}. */
export function functionMacros(src) {
  const macros = {};
  for (const m of src.matchAll(/^[ \t]*#[ \t]*define[ \t]+(\w+)\(([^)]*)\)((?:[^\n]*\\\n)*[^\n]*)/gm)) {
    macros[m[1]] = {params: m[2].split(',').map((p) => p.trim()).filter(Boolean), body: m[3].replace(/\\\n/g, '\n')};
  }
  return macros;
}

/** Expands the invocations of `macros` in `text` (recursively, with # and ## handled). */
export function expandMacros(text, macros, depth = 0) {
  if (depth > 12) return text;
  const names = Object.keys(macros);
  if (!names.length) return text;
  const re = new RegExp(`\\b(${names.join('|')})\\s*\\(`, 'g');
  let out = '';
  let last = 0;
  let m;
  while ((m = re.exec(text))) {
    const open = m.index + m[0].length - 1;
    let close;
    try {
      close = matchClose(text, open);
    } catch {
      continue;
    }
    const macro = macros[m[1]];
    const args = splitTopLevel(text.slice(open + 1, close));
    let body = macro.body;
    // #param -> "arg", a ## b -> ab, param -> arg
    body = body.replace(/#\s*(\w+)/g, (whole, p, offset) => {
      if (body[offset + 1] === '#' || body[offset - 1] === '#') return whole;
      const index = macro.params.indexOf(p);
      return index === -1 ? whole : JSON.stringify((args[index] ?? '').replace(/\s+/g, ' ').trim());
    });
    body = body.replace(/\b\w+\b/g, (word) => {
      const index = macro.params.indexOf(word);
      return index === -1 ? word : args[index] ?? '';
    });
    body = body.replace(/\s*##\s*/g, '');
    out += text.slice(last, m.index) + expandMacros(body, macros, depth + 1);
    last = close + 1;
    re.lastIndex = close + 1;
  }
  return out + text.slice(last);
}

// ---------------------------------------------------------------------------------------------------------------
// Constant expressions: evaluates option defaults such as `config::default_state_size / (1024 * 1024)`.

const TOKEN =
  /\s*(?:("(?:[^"\\]|\\.)*"s?)|(\d[\d']*(?:\.\d+)?(?:[eE][-+]?\d+)?[uUlLfF]*)|([A-Za-z_]\w*(?:\s*<[\w\s:,<>]*>)?(?:\s*\(\s*\))?(?:\s*(?:::|->|\.)\s*[A-Za-z_]\w*(?:\s*<[\w\s:,<>]*>)?(?:\s*\(\s*\))?)*)|(&&|\|\||==|!=|<=|>=|[-+*/%!<>(){},?:]))/y;

function tokenize(expr) {
  const tokens = [];
  TOKEN.lastIndex = 0;
  let m;
  while (TOKEN.lastIndex < expr.length && (m = TOKEN.exec(expr))) {
    if (m[1]) tokens.push({kind: 'value', value: stringLiteral(m[1])});
    else if (m[2]) {
      const digits = m[2].replace(/'/g, '').replace(/[uUlLfF]+$/, '');
      tokens.push({kind: 'value', value: Number(digits), integer: !/[.eE]/.test(digits)});
    } else if (m[3]) tokens.push({kind: 'name', value: m[3].replace(/\s+/g, '')});
    else tokens.push({kind: 'op', value: m[4]});
  }
  if (expr.slice(TOKEN.lastIndex).trim()) throw new Error(`cannot read "${expr.slice(TOKEN.lastIndex).trim()}"`);
  return tokens;
}

/**
 * Evaluates a C++ constant expression; `lookup(name)` resolves identifiers (returns a value or throws).
 * Throws when the expression uses anything it does not know.
 */
export function evaluate(expr, lookup) {
  const tokens = tokenize(expr);
  let pos = 0;
  const peek = () => tokens[pos];
  const take = (op) => {
    if (peek()?.kind === 'op' && peek().value === op) return tokens[pos++];
    return null;
  };
  const BINARY = [['||'], ['&&'], ['==', '!='], ['<', '>', '<=', '>='], ['+', '-'], ['*', '/', '%']];
  const binary = (level) => {
    if (level === BINARY.length) return unary();
    let left = binary(level + 1);
    while (peek()?.kind === 'op' && BINARY[level].includes(peek().value)) {
      const op = tokens[pos++].value;
      const right = binary(level + 1);
      left = apply(op, left, right);
    }
    return left;
  };
  const apply = (op, a, b) => {
    switch (op) {
      case '||': return a || b;
      case '&&': return a && b;
      case '==': return a === b;
      case '!=': return a !== b;
      case '<': return a < b;
      case '>': return a > b;
      case '<=': return a <= b;
      case '>=': return a >= b;
      case '+': return typeof a === 'string' || typeof b === 'string' ? String(a) + String(b) : a + b;
      case '-': return a - b;
      case '*': return a * b;
      case '/': return Number.isInteger(a) && Number.isInteger(b) ? Math.trunc(a / b) : a / b;
      case '%': return a % b;
    }
    throw new Error(op);
  };
  const unary = () => {
    if (take('-')) return -unary();
    if (take('!')) return !unary();
    if (take('+')) return unary();
    return primary();
  };
  // `c ? a : b`, e.g. a subcommand name `(simple ? "account" : "newaccount")`
  const conditional = () => {
    const test = binary(0);
    if (!take('?')) return test;
    const yes = conditional();
    if (!take(':')) throw new Error('expected :');
    const no = conditional();
    return test ? yes : no;
  };
  const list = (close) => {
    const items = [];
    if (take(close)) return items;
    do items.push(conditional());
    while (take(','));
    if (!take(close)) throw new Error(`expected ${close}`);
    return items;
  };
  const primary = () => {
    const t = tokens[pos++];
    if (!t) throw new Error('unexpected end');
    if (t.kind === 'value') return t.value;
    if (t.kind === 'op' && t.value === '(') {
      const v = conditional();
      if (!take(')')) throw new Error('expected )');
      return v;
    }
    if (t.kind === 'op' && t.value === '{') return list('}');
    if (t.kind !== 'name') throw new Error(`unexpected ${t.value}`);
    const name = t.value;
    if (name === 'true' || name === 'false') return name === 'true';
    // std::vector<std::string>{...}, vector<string>(n, x), std::to_string(x), string("x")
    const base = name.replace(/<.*>$/, '');
    if (take('{')) {
      if (!/^(std::)?vector$/.test(base)) throw new Error(`unknown type ${name}`);
      return list('}');
    }
    if (take('(')) {
      const args = list(')');
      if (/^(std::)?to_string$/.test(base)) return String(args[0]);
      if (/^(std::)?string$/.test(base) && args.length === 1) return String(args[0]);
      if (/^(std::)?vector$/.test(base) && args.length === 2) return Array(args[0]).fill(args[1]);
      throw new Error(`unknown call ${name}`);
    }
    // X.length(), X.count(), X.size()
    const method = /^(.*)\.(length|count|size)\(\)$/.exec(name);
    if (method) {
      const v = lookup(method[1]);
      return method[2] === 'count' ? v : v.length;
    }
    return lookup(name);
  };
  const value = conditional();
  if (pos !== tokens.length) throw new Error(`unexpected ${tokens[pos].value}`);
  return value;
}

/** Last segment of a qualified name: my->plugin_state->max_body_size -> max_body_size. */
export function lastSegment(name) {
  return name.split(/::|->|\./).pop().replace(/\(\)$/, '');
}

/**
 * Finds the initializer of a declared constant or member named `name` in `sources` (first declaration wins):
 * `static constexpr uint32_t name = expr;`, `uint16_t name = expr;`, `size_t name{expr};`.
 */
export function findInitializer(name, sources) {
  const re = new RegExp(
    `^[ \\t]*(?!return\\b|else\\b|case\\b)(?:[A-Za-z_][\\w:<>,]*[ \\t*&]+)+${name}[ \\t]*(?:=[ \\t]*([^;{}\\n]+?)|\\{([^{};\\n]*)\\})[ \\t]*;`,
    'm',
  );
  for (const source of sources) {
    const m = re.exec(source);
    if (m) return (m[1] ?? m[2]).trim();
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Declarations at namespace scope: the names a library's headers put in a namespace (CDT's `eosio::`).

const SPECIFIERS = /^(?:(?:inline|static|constexpr|consteval|extern(?!\s*")|thread_local|mutable|virtual|explicit|friend)\s+)+/;

/** `head` without leading template headers, attributes, alignas(...) and declaration specifiers. */
function bareDeclaration(head) {
  let h = head.trim();
  for (let changed = true; changed; ) {
    changed = false;
    const template = /^template\s*</.exec(h);
    if (template) {
      let depth = 0;
      let i = template[0].length - 1;
      for (; i < h.length; i++) {
        if (h[i] === '<') depth++;
        else if (h[i] === '>' && --depth === 0) break;
      }
      h = h.slice(i + 1).trim();
      changed = true;
    }
    const attribute = /^(?:\[\[|__attribute__\s*\(\(|alignas\s*\()/.exec(h);
    if (attribute) {
      h = h.slice(matchClose(h, attribute[0].search(/[[(]/)) + 1).trim();
      changed = true;
    }
    const specifiers = SPECIFIERS.exec(h);
    if (specifiers) {
      h = h.slice(specifiers[0].length).trim();
      changed = true;
    }
  }
  // attributes between the class key and the name: struct [[eosio::table]] row
  return h.replace(/\[\[[\s\S]*?\]\]|__attribute__\s*\(\([\s\S]*?\)\)/g, ' ').trim();
}

/**
 * The names that the namespace `ns` (and the namespaces in it) declares in a comment-stripped, directive-blanked
 * source: [{name (qualified: "eosio::asset", "eosio::internal_use_do_not_use::eosio_assert"), kind, offset (of the
 * name)}], in order, once per declaration. Kinds: namespace, class, enum, enumerator (of an unscoped enum), alias
 * (using, typedef), function, variable. Class members, operators and macro calls are left out.
 */
export function namespaceDeclarations(src, ns) {
  const found = [];
  const scope = (start, end, prefix) => {
    let head = start;
    for (let i = start; i < end; i++) {
      const c = src[i];
      if (c === '"' || c === "'") i = skipQuoted(src, i) - 1;
      else if (c === '(' || c === '[') i = matchClose(src, i);
      else if (c === ';' || c === '{') {
        const close = c === '{' ? matchClose(src, i) : -1;
        declaration(head, i, close === -1 ? null : [i + 1, close], prefix);
        if (close !== -1) i = close;
        head = i + 1;
      }
    }
  };
  const declaration = (start, end, block, prefix) => {
    const text = src.slice(start, end);
    if (/^\s*[=:,)]/.test(text)) return; // the rest of a declaration whose braces came first: `} x;`, `T{} = ...`
    const h = bareDeclaration(text);
    const add = (name, kind, at = start + text.search(new RegExp(`\\b${name}\\b`))) => found.push({name: `${prefix}::${name}`, kind, offset: at});
    let m;
    if (/^extern\s*"C"$/.test(h) && block) scope(block[0], block[1], prefix);
    else if ((m = /^namespace\s+([\w:]+)$/.exec(h)) && block) {
      add(m[1], 'namespace');
      scope(block[0], block[1], `${prefix}::${m[1]}`);
    } else if ((m = /^namespace\s+(\w+)\s*=/.exec(h))) add(m[1], 'namespace');
    else if (!h || /^(using\s+namespace|static_assert|public|private|protected)\b|\boperator\b/.test(h)) return;
    else if ((m = /^using\s+(\w+)\s*=/.exec(h))) add(m[1], 'alias');
    else if ((m = /^using\s+[\w:]*::(\w+)$/.exec(h))) add(m[1], 'alias');
    else if ((m = /^typedef\b[\s\S]*?\b(\w+)\s*(?:\[[^\]]*\])?$/.exec(h))) add(m[1], 'alias');
    else if ((m = /^enum\b\s*(class\b|struct\b)?\s*(\w+)?/.exec(h))) {
      if (m[2]) add(m[2], 'enum');
      if (!m[1] && block) {
        for (const e of src.slice(block[0], block[1]).matchAll(/(?:^|,)\s*(\w+)/g)) add(e[1], 'enumerator', block[0] + e.index + e[0].indexOf(e[1]));
      }
    } else if ((m = /^(?:class|struct|union)\s+(\w+)/.exec(h))) add(m[1], 'class');
    else {
      // a function: the name before the first ( when no = comes earlier, after a return type (so that macro calls
      // such as EOSIO_REFLECT(...) are left out); else a variable: the name before = or the end
      const paren = h.indexOf('(');
      const assign = h.indexOf('=');
      if (paren !== -1 && (assign === -1 || paren < assign)) {
        const before = h.slice(0, paren).trim();
        const fn = /(::)?\s*(\w+)\s*(?:<[^()]*>)?$/.exec(before);
        if (fn && !fn[1] && !/^[A-Z_][A-Z0-9_]*$/.test(fn[2]) && /\S[\s*&]+\S/.test(before)) add(fn[2], 'function');
      } else {
        const v = /(\w+)\s*(?:\[[^\]]*\])?$/.exec((assign === -1 ? h : h.slice(0, assign)).trim());
        if (v && /\S\s+\S/.test(h)) add(v[1], 'variable');
      }
    }
  };
  for (const m of src.matchAll(new RegExp(`\\bnamespace\\s+(${ns}(?:::\\w+)*)\\s*\\{`, 'g'))) {
    const open = m.index + m[0].length - 1;
    scope(open + 1, matchClose(src, open), m[1]);
  }
  return found;
}
