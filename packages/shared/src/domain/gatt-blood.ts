/** Decoders of the blood pressure (BLS) and glucose (GLS) measurement characteristics. */

import {
  type Bytes,
  bit,
  formatGattDateTime,
  type GattDateTime,
  Reader,
  round,
  toView,
} from './gatt-reader.ts';
import { MG_DL_PER_KG_L, MG_DL_PER_MMOL_L, MMHG_PER_KPA } from './gatt-tables.ts';

// ---------------------------------------------------------------- Blood pressure (0x2A35, 0x2A36)

export interface BloodPressureStatus {
  bodyMovement: boolean;
  cuffTooLoose: boolean;
  irregularPulse: boolean;
  pulseRateRange: 'within' | 'exceedsUpper' | 'belowLower' | 'reserved';
  improperPosition: boolean;
}

export interface BloodPressureMeasurement {
  unit: 'mmHg' | 'kPa';
  /** In the sent unit. For Intermediate Cuff Pressure, systolic is the current cuff pressure. */
  systolic: number;
  diastolic: number;
  meanArterialPressure: number;
  /** The same three in mmHg (kPa converted, one decimal). */
  mmHg: { systolic: number; diastolic: number; meanArterialPressure: number };
  timestamp?: GattDateTime;
  pulseRate?: number;
  userId?: number;
  status?: BloodPressureStatus;
}

const PULSE_RANGES: BloodPressureStatus['pulseRateRange'][] = [
  'within',
  'exceedsUpper',
  'belowLower',
  'reserved',
];

/** Blood Pressure Measurement 0x2A35 (also Intermediate Cuff Pressure 0x2A36, same layout). */
export function decodeBloodPressure(bytes: Bytes): BloodPressureMeasurement {
  const r = new Reader(toView(bytes), 'Blood Pressure Measurement');
  const flags = r.uint8();
  const unit = bit(flags, 0) ? 'kPa' : 'mmHg';
  const systolic = r.sfloat();
  const diastolic = r.sfloat();
  const meanArterialPressure = r.sfloat();
  const toMmHg = (v: number) => (unit === 'kPa' ? round(v * MMHG_PER_KPA, 1) : v);
  const result: BloodPressureMeasurement = {
    unit,
    systolic,
    diastolic,
    meanArterialPressure,
    mmHg: {
      systolic: toMmHg(systolic),
      diastolic: toMmHg(diastolic),
      meanArterialPressure: toMmHg(meanArterialPressure),
    },
  };
  if (bit(flags, 1)) result.timestamp = r.dateTime();
  if (bit(flags, 2)) result.pulseRate = r.sfloat();
  if (bit(flags, 3)) result.userId = r.uint8();
  if (bit(flags, 4)) {
    const s = r.uint16();
    result.status = {
      bodyMovement: bit(s, 0),
      cuffTooLoose: bit(s, 1),
      irregularPulse: bit(s, 2),
      pulseRateRange: PULSE_RANGES[(s >> 3) & 0b11] ?? 'reserved',
      improperPosition: bit(s, 5),
    };
  }
  return result;
}

// ---------------------------------------------------------------- Glucose (0x2A18)

const GLUCOSE_TYPES = [
  'reserved',
  'capillaryWholeBlood',
  'capillaryPlasma',
  'venousWholeBlood',
  'venousPlasma',
  'arterialWholeBlood',
  'arterialPlasma',
  'undeterminedWholeBlood',
  'undeterminedPlasma',
  'interstitialFluid',
  'controlSolution',
] as const;
const SAMPLE_LOCATIONS: Record<number, string> = {
  1: 'finger',
  2: 'alternateSiteTest',
  3: 'earlobe',
  4: 'controlSolution',
  15: 'notAvailable',
};

export interface GlucoseMeasurement {
  sequenceNumber: number;
  baseTime: GattDateTime;
  /** Minutes to add to the base time. */
  timeOffset?: number;
  /** Base time plus offset, "YYYY-MM-DD HH:mm:ss", or null when unknown. */
  measureTime: string | null;
  concentration?: { value: number; unit: 'kg/L' | 'mol/L'; mmolL: number; mgDl: number };
  type?: string;
  sampleLocation?: string;
  sensorStatus?: number;
  contextFollows: boolean;
}

/** kg/L to mmol/L: kg/L x 100 000 = mg/dL; mg/dL / 18.016 = mmol/L (two decimals). */
export function glucoseKgPerLToMmolPerL(kgPerL: number): number {
  return round((kgPerL * MG_DL_PER_KG_L) / MG_DL_PER_MMOL_L, 2);
}

function addMinutes(t: GattDateTime, minutes: number): GattDateTime {
  if (t.year === null || t.month === null || t.day === null || minutes === 0) return t;
  const d = new Date(Date.UTC(t.year, t.month - 1, t.day, t.hours, t.minutes + minutes, t.seconds));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hours: d.getUTCHours(),
    minutes: d.getUTCMinutes(),
    seconds: d.getUTCSeconds(),
  };
}

export function decodeGlucose(bytes: Bytes): GlucoseMeasurement {
  const r = new Reader(toView(bytes), 'Glucose Measurement');
  const flags = r.uint8();
  const sequenceNumber = r.uint16();
  const baseTime = r.dateTime();
  const result: GlucoseMeasurement = {
    sequenceNumber,
    baseTime,
    measureTime: null,
    contextFollows: bit(flags, 4),
  };
  if (bit(flags, 0)) result.timeOffset = r.sint16();
  result.measureTime = formatGattDateTime(addMinutes(baseTime, result.timeOffset ?? 0));
  if (bit(flags, 1)) {
    const value = r.sfloat();
    const unit = bit(flags, 2) ? 'mol/L' : 'kg/L';
    const mmolL = unit === 'mol/L' ? round(value * 1000, 2) : glucoseKgPerLToMmolPerL(value);
    const mgDl =
      unit === 'kg/L' ? round(value * MG_DL_PER_KG_L, 1) : round(value * 1000 * MG_DL_PER_MMOL_L, 1);
    result.concentration = { value, unit, mmolL, mgDl };
    const typeLocation = r.uint8();
    result.type = GLUCOSE_TYPES[typeLocation & 0x0f] ?? 'reserved';
    result.sampleLocation = SAMPLE_LOCATIONS[typeLocation >> 4] ?? 'reserved';
  }
  if (bit(flags, 3)) result.sensorStatus = r.uint16();
  return result;
}
