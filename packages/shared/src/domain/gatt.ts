/**
 * Decoders of the standard Bluetooth GATT health measurement characteristics (Bluetooth SIG
 * service specifications BLS, GLS, WSS, HRS, PLXS, HTS). Pure: bytes in, plain objects out.
 * All multi-byte fields are little-endian. A value too short for its flags throws GattDecodeError.
 * Split by characteristic: gatt-blood.ts (BLS, GLS), gatt-body.ts (WSS, HRS, PLXS, HTS), the shared
 * reader in gatt-reader.ts and the assigned numbers in gatt-tables.ts.
 */

export * from './gatt-blood.ts';
export * from './gatt-body.ts';
export { formatGattDateTime, type GattDateTime, GattDecodeError } from './gatt-reader.ts';
export * from './gatt-tables.ts';
