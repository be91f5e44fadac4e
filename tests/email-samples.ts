/**
 * Addresses the shared e-mail rule must refuse for what they contain, with why: the unit test holds
 * them against the worker's rule, the database test against the table's CHECK constraint.
 */
export const REFUSED_EMAILS: readonly [string, string][] = [
  ['a tag', '<script>@x.com'],
  ['a tag in the domain', 'fan@<b>.example.com'],
  ['a NUL byte', 'fan\u0000@example.com'],
  ['a control character', 'fan\u0007@example.com'],
  ['a line feed', 'fan@example.com\nbcc:x@y.com'],
  ['DEL', 'fan\u007f@example.com'],
  ['a C1 control character', 'fan\u0085@example.com'],
  ['a no-break space', 'fan\u00a0x@example.com'],
  ['a zero-width space', 'fan\u200b@example.com'],
  ['a right-to-left override', 'fan\u202emoc.elpmaxe@example.com'],
  ['a byte-order mark', 'fan\ufeff@example.com'],
  ['an ideographic space', 'fan\u3000x@example.com'],
  ['a double quote', 'a"b@example.com'],
  ['a single quote', "a'b@example.com"],
  ['a backtick', 'a`b@example.com'],
  ['an ampersand', 'a&amp;b@example.com'],
  ['a backslash', 'a\\b@example.com'],
  ['parentheses', 'a(b)@example.com'],
  ['brackets', 'fan@[127.0.0.1]'],
  ['a comma', 'a,b@example.com'],
  ['a semicolon', 'a;b@example.com'],
  ['a colon', 'a:b@example.com'],
];

/** Addresses the rule accepts as they are (already trimmed and lower-case). */
export const ACCEPTED_EMAILS: readonly string[] = [
  'fan@example.com',
  'a.b+silk@sub.example.co.uk',
  'x_y-z~1!#$%*/=?^{|}@ex-ample.io',
  'ü@bücher.example',
  'ホーネット@example.jp',
];
