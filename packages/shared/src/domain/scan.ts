/**
 * The code scanner (spec 1 sections 2.18, 4, 5 and 9): what it reads and how long the tip shows.
 * Format names are the Barcode Detection API's (the browser's BarcodeDetector and the ponyfill).
 */
export const SCAN_FORMATS = ['code_128', 'ean_13', 'ean_8', 'code_39', 'code_93', 'itf', 'qr_code'] as const;
export type ScanFormat = (typeof SCAN_FORMATS)[number];

/** WeChat JS-SDK scanQRCode scan types for the same formats. */
export const WECHAT_SCAN_TYPES = ['qrCode', 'barCode'] as const;

/** Scan-tip countdown value (spec 1 section 9): the tip counts down from 5 s, then hides. */
export const SCAN_TIP_COUNTDOWN = 5;

/** With more than this many cameras and none labelled back-facing, the next one is used (spec 1 section 5). */
export const SCAN_CAMERA_MANY = 5;

/** Frames per second the in-page scanner tries to decode (ours; the spec leaves it open). */
export const SCAN_DECODE_FPS = 6;
