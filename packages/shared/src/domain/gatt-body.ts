/** Decoders of the weight (WSS), heart rate (HRS), pulse oximeter (PLXS) and thermometer (HTS) characteristics. */

import { type Bytes, bit, type GattDateTime, Reader, round, toView } from './gatt-reader.ts';
import { KG_PER_LB, M_PER_IN, WEIGHT_KG_RESOLUTION, WEIGHT_LB_RESOLUTION } from './gatt-tables.ts';

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
