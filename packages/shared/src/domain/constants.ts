/**
 * Constants of the specification. Every number the spec names lives here once and is imported
 * by the server and the web app; never retype one of these values elsewhere.
 */

/** Realtime message channel (spec 1 section 7): reconnect 3 s after a close. */
export const MESSAGE_CHANNEL_RECONNECT_MS = 3_000;
/** Push channel (spec 2 section 4): reconnect after 1 s; resend every 1 s until acknowledged. */
export const PUSH_CHANNEL_RECONNECT_MS = 1_000;
export const PUSH_CHANNEL_RESEND_MS = 1_000;
/** Token-wait timer of the message channel (spec 1 section 9). */
export const TOKEN_WAIT_CHECK_MS = 500;
/** Server heartbeat: ping every 25 s, a socket that missed two pings is closed. */
export const WS_HEARTBEAT_MS = 25_000;

/** Bluetooth measuring (spec 2 section 9). */
export const BLE_CONNECT_TIMEOUT_MS = 30_000;
export const BLE_MEASURE_TIMEOUT_MS = 30_000;
export const BLE_MEASURE_EARLY_CHECK_MS = 3_000;
export const BLE_EARLY_CHECK_DEVICE_TYPE = 17;

/** Doctor workbench menu page size (spec 2 section 9) and questionnaire length. */
export const MENU_PAGE_SIZE = 8;
export const TOTAL_QUESTIONS = 23;
/** Page size of abnormal reminder lists and the follow done-list and list2 (spec 3 section 9). */
export const AI_LIST_PAGE_SIZE = 15;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const SORT_KEYS = [
  'sort_desc',
  'ctime_desc',
  'ctime_asc',
  'planTime_asc',
  'appointTime_desc',
  'newMsgTime_desc',
  'medicalTime_desc',
  'time_desc',
  'receptionTime_desc',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = 'ctime_desc';

/** Read-count abbreviations (spec 2 section 9). */
export const COUNT_K_FROM = 1_000;
export const COUNT_W_FROM = 10_000;

/** Birth year range of ID numbers (spec 2 section 9). */
export const BIRTH_YEAR_MIN = 1800;
export const BIRTH_YEAR_MAX = 2099;

/** Region code prefix: a district key is "02" + areaCode (spec 3 section 9). */
export const REGION_CODE_PREFIX = '02';

/** Video: TLS sig v2 validity 604800 s (spec 1 section 9). */
export const VIDEO_SIG_VALIDITY_S = 604_800;
export const VIDEO_RANDOM_USER_ID_MAX = 1e8;
export const VIDEO_RANDOM_ROOM_ID_MAX = 1e5;

/** Route transitions (spec 3 section 9). */
export const SWIPE_BACK_WINDOW_MS = 377;
export const PAGE_DIRECTION_SETTLE_MS = 10;
/** Storage-change handler debounce and the general debounce default (spec 1 section 9). */
export const STORAGE_DEBOUNCE_MS = 100;
export const DEFAULT_DEBOUNCE_MS = 500;
/** Root font size: body width / 7.5, or 12.8 on a tablet. */
export const ROOT_FONT_DIVISOR = 7.5;
export const TABLET_ROOT_FONT_SIZE = 12.8;

/** QR codes (spec 3 section 9). */
export const QR_SIZE = 256;
export const QR_BACKGROUND = '#ffffff';
export const QR_FOREGROUND = '#000000';

/** Knowledge visibility filters (spec 2 section 9). */
export const KNOWLEDGE_IS_SHOW_DEFAULT = 4;
export const KNOWLEDGE_IS_SHOW_LIST = 1;

/** Default UI style (spec 2 section 9). */
export const DEFAULT_UI_STYLE = 'elder';

/** SMS verification codes: 6 digits, 5 minutes, single use; at most 1 a minute and 10 a day. */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_CODE_MAX_ATTEMPTS = 5;
export const SMS_PER_PHONE_INTERVAL_MS = 60_000;
export const SMS_PER_PHONE_PER_DAY = 10;
export const SMS_PER_IP_PER_DAY = 30;

/** Login protection: failures in a window before 429, per account and per IP. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_MAX_FAILURES_PER_IP = 20;
/** Added delay per recent failure (slow-down), capped. */
export const LOGIN_SLOWDOWN_STEP_MS = 200;
export const LOGIN_SLOWDOWN_MAX_MS = 2_000;

/** Bind-code guessing: wrong codes in a window before 429, per account and per IP. */
export const BIND_CODE_FAILURE_WINDOW_MS = 60 * 60_000;
export const BIND_CODE_MAX_FAILURES_PER_ACCOUNT = 10;
export const BIND_CODE_MAX_FAILURES_PER_IP = 20;
export const BIND_CODE_LOCKED_MSG = '绑定码错误次数过多，请1小时后再试';

/** Session lifetimes (defaults; the server reads overrides from its configuration). */
export const SESSION_IDLE_TTL_MS = 7 * 24 * 3_600_000;
export const SESSION_ABSOLUTE_TTL_MS = 30 * 24 * 3_600_000;

/** Password rule: 8 to 64 characters with at least a letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/** Upload limits. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** Masking (spec 1 section 9): ID keeps first 3 and last 3; phone keeps first 3 and last 4. */
export const MASK_ID_KEEP_HEAD = 3;
export const MASK_ID_KEEP_TAIL = 3;
export const MASK_PHONE_KEEP_HEAD = 3;
export const MASK_PHONE_KEEP_TAIL = 4;

/** Storage key suffixes (spec 1 section 3). */
export const AUTH_STORAGE_SUFFIX = '_Authorization';
export const AUTH_STORAGE_KEY = 'Authorization';
export const WXGZ_STORAGE_SUFFIX = '_wxgzId';

/** Server areas of spec 2 section 7 (the Server-Area header); any other project uses DEFAULT_SERVER_AREA. */
export const SERVER_AREAS = [
  '2-lp',
  'wzlc',
  'sxyc',
  'nbhs',
  'wxhs',
  'wzlw',
  'wzoh',
  'wzyj',
  'jszjg',
  'czwj',
] as const;
export const DEFAULT_SERVER_AREA = 'base';
