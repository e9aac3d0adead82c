/**
 * Decoders of the standard Bluetooth GATT health measurement characteristics (Bluetooth SIG
 * service specifications BLS, GLS, WSS, HRS, PLXS, HTS). Pure: bytes in, plain objects out.
 * All multi-byte fields are little-endian. A value too short for its flags throws GattDecodeError.
 */
import { readFloat, readSfloat } from './ieee11073.ts';

/** 16-bit UUIDs of the services and characteristics the app reads. */
export const GATT = {
  bloodPressureService: 0x1810,
  bloodPressureMeasurement: 0x2a35,
  intermediateCuffPressure: 0x2a36,
  glucoseService: 0x1808,
  glucoseMeasurement: 0x2a18,
  recordAccessControlPoint: 0x2a52,
  weightScaleService: 0x181d,
  weightMeasurement: 0x2a9d,
  heartRateService: 0x180d,
  heartRateMeasurement: 0x2a37,
  pulseOximeterService: 0x1822,
  plxSpotCheckMeasurement: 0x2a5e,
  plxContinuousMeasurement: 0x2a5f,
  healthThermometerService: 0x1809,
  temperatureMeasurement: 0x2a1c,
} as const;

/** 1 kPa in mmHg (101.325 kPa = 760 mmHg). */
export const MMHG_PER_KPA = 7.500_617;
/** Glucose: kg/L x 100 000 = mg/dL. */
export const MG_DL_PER_KG_L = 100_000;
/** Glucose molar mass 180.16 g/mol: mg/dL / 18.016 = mmol/L. */
export const MG_DL_PER_MMOL_L = 18.016;
/** Weight resolutions of the Weight Measurement characteristic. */
export const WEIGHT_KG_RESOLUTION = 0.005;
export const WEIGHT_LB_RESOLUTION = 0.01;
export const KG_PER_LB = 0.453_592_37;
export const M_PER_IN = 0.0254;

export class GattDecodeError extends Error {
  override readonly name = 'GattDecodeError';
}

/** Wall-clock date time as the device sent it (no zone); null fields when the device says unknown. */
export interface GattDateTime {
  year: number | null;
  month: number | null;
  day: number | null;
  hours: number;
  minutes: number;
  seconds: number;
}

type Bytes = DataView | ArrayBuffer | Uint8Array | readonly number[];

function toView(bytes: Bytes): DataView {
  if (bytes instanceof DataView) return bytes;
  if (bytes instanceof ArrayBuffer) return new DataView(bytes);
  if (bytes instanceof Uint8Array) return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return new DataView(Uint8Array.from(bytes).buffer);
}

/** Sequential little-endian reader that refuses to read past the end. */
class Reader {
  private offset = 0;
  constructor(
    private readonly view: DataView,
    private readonly what: string,
  ) {}

  private take(size: number): number {
    if (this.offset + size > this.view.byteLength) {
      throw new GattDecodeError(`${this.what}: ${this.view.byteLength} bytes is too short`);
    }
    const at = this.offset;
    this.offset += size;
    return at;
  }
  uint8(): number {
    return this.view.getUint8(this.take(1));
  }
  uint16(): number {
    return this.view.getUint16(this.take(2), true);
  }
  sint16(): number {
    return this.view.getInt16(this.take(2), true);
  }
  uint24(): number {
    const at = this.take(3);
    return this.view.getUint16(at, true) | (this.view.getUint8(at + 2) << 16);
  }
  sfloat(): number {
    return readSfloat(this.view, this.take(2));
  }
  float(): number {
    return readFloat(this.view, this.take(4));
  }
  dateTime(): GattDateTime {
    const year = this.uint16();
    const month = this.uint8();
    const day = this.uint8();
    return {
      year: year === 0 ? null : year,
      month: month === 0 ? null : month,
      day: day === 0 ? null : day,
      hours: this.uint8(),
      minutes: this.uint8(),
      seconds: this.uint8(),
    };
  }
  get remaining(): number {
    return this.view.byteLength - this.offset;
  }
}

const bit = (flags: number, n: number) => (flags & (1 << n)) !== 0;
const pad = (n: number) => String(n).padStart(2, '0');
/** Rounds away binary noise from unit conversions (e.g. 75.00000001). */
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * "YYYY-MM-DD HH:mm:ss" of a device time, or null when the date is unknown or impossible.
 * The app reads such local times as China time (see parseMeasureTime).
 */
export function formatGattDateTime(t: GattDateTime | undefined): string | null {
  if (!t || t.year === null || t.month === null || t.day === null) return null;
  if (t.month > 12 || t.day > 31 || t.hours > 23 || t.minutes > 59 || t.seconds > 59) return null;
  return `${t.year}-${pad(t.month)}-${pad(t.day)} ${pad(t.hours)}:${pad(t.minutes)}:${pad(t.seconds)}`;
}

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

// ---------------------------------------------------------------- Weight (0x2A9D)

export interface WeightMeasurement {
  unit: 'kg' | 'lb';
  /** In the sent unit; null when the scale reports "measurement unsuccessful" (0xFFFF). */
  weight: number | null;
  /** Always in kg (pounds converted, two decimals). */
  weightKg: number | null;
  timestamp?: GattDateTime;
  userId?: number;
  bmi?: number;
  /** In the sent unit (m or in) and converted to cm. */
  height?: number;
  heightCm?: number;
}

export function decodeWeight(bytes: Bytes): WeightMeasurement {
  const r = new Reader(toView(bytes), 'Weight Measurement');
  const flags = r.uint8();
  const imperial = bit(flags, 0);
  const raw = r.uint16();
  const weight =
    raw === 0xffff ? null : round(raw * (imperial ? WEIGHT_LB_RESOLUTION : WEIGHT_KG_RESOLUTION), 3);
  const result: WeightMeasurement = {
    unit: imperial ? 'lb' : 'kg',
    weight,
    weightKg: weight === null ? null : imperial ? round(weight * KG_PER_LB, 2) : weight,
  };
  if (bit(flags, 1)) result.timestamp = r.dateTime();
  if (bit(flags, 2)) result.userId = r.uint8();
  if (bit(flags, 3)) {
    result.bmi = round(r.uint16() * 0.1, 1);
    const h = r.uint16();
    result.height = imperial ? round(h * 0.1, 1) : round(h * 0.001, 3);
    result.heightCm = imperial ? round(h * 0.1 * M_PER_IN * 100, 1) : round(h * 0.1, 1);
  }
  return result;
}

// ---------------------------------------------------------------- Heart rate (0x2A37)

export interface HeartRateMeasurement {
  heartRate: number;
  /** null when the sensor does not support contact detection. */
  sensorContact: boolean | null;
  energyExpended?: number;
  /** RR intervals in seconds (sent in 1/1024 s). */
  rrIntervals: number[];
}

export function decodeHeartRate(bytes: Bytes): HeartRateMeasurement {
  const r = new Reader(toView(bytes), 'Heart Rate Measurement');
  const flags = r.uint8();
  const heartRate = bit(flags, 0) ? r.uint16() : r.uint8();
  const result: HeartRateMeasurement = {
    heartRate,
    sensorContact: bit(flags, 2) ? bit(flags, 1) : null,
    rrIntervals: [],
  };
  if (bit(flags, 3)) result.energyExpended = r.uint16();
  if (bit(flags, 4)) {
    while (r.remaining >= 2) result.rrIntervals.push(round(r.uint16() / 1024, 4));
  }
  return result;
}

// ---------------------------------------------------------------- Pulse oximeter (0x2A5E, 0x2A5F)

export interface PlxSpotCheck {
  /** Percent. */
  spo2: number;
  /** Beats per minute. */
  pulseRate: number;
  timestamp?: GattDateTime;
  measurementStatus?: number;
  deviceAndSensorStatus?: number;
  pulseAmplitudeIndex?: number;
  deviceClockNotSet: boolean;
}

export function decodePlxSpotCheck(bytes: Bytes): PlxSpotCheck {
  const r = new Reader(toView(bytes), 'PLX Spot-check Measurement');
  const flags = r.uint8();
  const result: PlxSpotCheck = { spo2: r.sfloat(), pulseRate: r.sfloat(), deviceClockNotSet: bit(flags, 4) };
  if (bit(flags, 0)) result.timestamp = r.dateTime();
  if (bit(flags, 1)) result.measurementStatus = r.uint16();
  if (bit(flags, 2)) result.deviceAndSensorStatus = r.uint24();
  if (bit(flags, 3)) result.pulseAmplitudeIndex = r.sfloat();
  return result;
}

export interface PlxContinuous {
  spo2: number;
  pulseRate: number;
  fast?: { spo2: number; pulseRate: number };
  slow?: { spo2: number; pulseRate: number };
  measurementStatus?: number;
  deviceAndSensorStatus?: number;
  pulseAmplitudeIndex?: number;
}

export function decodePlxContinuous(bytes: Bytes): PlxContinuous {
  const r = new Reader(toView(bytes), 'PLX Continuous Measurement');
  const flags = r.uint8();
  const result: PlxContinuous = { spo2: r.sfloat(), pulseRate: r.sfloat() };
  if (bit(flags, 0)) result.fast = { spo2: r.sfloat(), pulseRate: r.sfloat() };
  if (bit(flags, 1)) result.slow = { spo2: r.sfloat(), pulseRate: r.sfloat() };
  if (bit(flags, 2)) result.measurementStatus = r.uint16();
  if (bit(flags, 3)) result.deviceAndSensorStatus = r.uint24();
  if (bit(flags, 4)) result.pulseAmplitudeIndex = r.sfloat();
  return result;
}

// ---------------------------------------------------------------- Thermometer (0x2A1C)

export interface TemperatureMeasurement {
  unit: 'Cel' | 'degF';
  value: number;
  /** Celsius, two decimals. */
  celsius: number;
  timestamp?: GattDateTime;
  temperatureType?: number;
}

export function decodeTemperature(bytes: Bytes): TemperatureMeasurement {
  const r = new Reader(toView(bytes), 'Temperature Measurement');
  const flags = r.uint8();
  const value = r.float();
  const unit = bit(flags, 0) ? 'degF' : 'Cel';
  const result: TemperatureMeasurement = {
    unit,
    value,
    celsius: unit === 'degF' ? round(((value - 32) * 5) / 9, 2) : value,
  };
  if (bit(flags, 1)) result.timestamp = r.dateTime();
  if (bit(flags, 2)) result.temperatureType = r.uint8();
  return result;
}
