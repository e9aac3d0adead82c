/**
 * Paths open without a token (spec 3 section 2, spec/routes.tsv kind "open"). THE one list:
 * the guard reads nothing else. Exact paths, prefixes, and patterns for paths with parameters.
 */
const OPEN_EXACT = new Set([
  '/login',
  '/register',
  '/dingtalk/login',
  '/doctor/login',
  '/doctor/login/index',
  '/error',
  '/health/user/login',
  '/health/user/register',
  '/health/user/forgetpassword',
  '/health/user/protocol',
  '/health/user/protocol/custom',
  // The project's privacy policy on the common route: readable before sign-in, like the link above.
  '/app/common/privacy/elpb/user',
  // The swipe viewer of a shared 健康画报 (/:org/health/picture/:id is open): public pictures only.
  '/app/common/picture/move',
  '/health/doctor/login',
  '/health/doctor/register',
  '/health/doctor/yzh/login',
  '/family/bed/user/login',
  '/education/login',
  '/education/register',
  '/education/forgetpassword',
  '/conference/register',
  '/conference/common/register',
  '/app/yingkang/login',
  '/app/yingkang/register',
  '/app/chmsc/login',
  '/app/sjtu/questionnaire/login',
  // The study's privacy protocol: the sign-in page links to it (no personal data on it).
  '/app/sjtu/pricay/protocol',
  '/official/bind/user/login',
  '/app/linghu/token',
  '/login/demo/show',
]);

const OPEN_PREFIXES = ['/a/', '/patient/', '/share/', '/library', '/valid/third/login/'];

const OPEN_PATTERNS = [
  // Partner sign-in links arrive without a token: /:org/rsa, /:org/des3, /:org/zhoushan/patient.
  /^\/[^/]+\/(rsa|des3|zhoushan\/patient)\/?$/,
  /^\/[^/]+\/decryption\/patient\/login\/?$/,
  /^\/[^/]+\/local\/report\/no\/login\/detail\/[^/]+$/,
  /^\/health\/patient\/[^/]+\/question\/[^/]+\/no\/login\/form$/,
  // Lin'an partner entries: the screen masks the ID number and asks for a sign-in itself, so the
  // guard never remembers a path with the number in it. /:org/doctor sends to the doctor login.
  /^\/[^/]+\/(lishui\/)?patient\/\d{17}[\dXx]$/,
  /^\/[^/]+\/doctor$/,
  // Shared education pages (issue 14): an article and a publicity material by id, no personal data.
  /^\/[^/]+\/health\/(education|picture)\/\d{1,10}$/,
];

/** Trailing slashes do not matter: /health/user/login/ is the login page too. */
function normalize(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function isOpenPath(path: string): boolean {
  const p = normalize(path);
  return (
    OPEN_EXACT.has(p) ||
    OPEN_PREFIXES.some((prefix) => path.startsWith(prefix)) ||
    OPEN_PATTERNS.some((pattern) => pattern.test(path))
  );
}
