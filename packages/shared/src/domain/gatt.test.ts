import { describe, expect, it } from 'vitest';
import {
  decodeBloodPressure,
  decodeGlucose,
  decodeHeartRate,
  decodePlxContinuous,
  decodePlxSpotCheck,
  decodeTemperature,
  decodeWeight,
  formatGattDateTime,
  GattDecodeError,
  glucoseKgPerLToMmolPerL,
} from './gatt.ts';

/** 2026-03-15 08:30:00 as a GATT Date Time (year little-endian). */
const TIME = [0xea, 0x07, 0x03, 0x0f, 0x08, 0x1e, 0x00];

describe('Blood Pressure Measurement 0x2A35', () => {
  it('reads 120/80 mean 93 mmHg with pulse 72', () => {
    const m = decodeBloodPressure([0x04, 0x78, 0x00, 0x50, 0x00, 0x5d, 0x00, 0x48, 0x00]);
    expect(m).toMatchObject({
      unit: 'mmHg',
      systolic: 120,
      diastolic: 80,
      meanArterialPressure: 93,
      pulseRate: 72,
    });
    expect(m.timestamp).toBeUndefined();
    expect(m.userId).toBeUndefined();
  });
  it('reads the time stamp, user id and status', () => {
    const m = decodeBloodPressure([
      0x1e,
      0x78,
      0x00,
      0x50,
      0x00,
      0x5d,
      0x00,
      ...TIME,
      0x48,
      0x00,
      0x02,
      0x0c,
      0x00,
    ]);
    expect(formatGattDateTime(m.timestamp)).toBe('2026-03-15 08:30:00');
    expect(m.pulseRate).toBe(72);
    expect(m.userId).toBe(2);
    expect(m.status).toEqual({
      bodyMovement: false,
      cuffTooLoose: false,
      irregularPulse: true,
      pulseRateRange: 'exceedsUpper',
      improperPosition: false,
    });
  });
  it('reads kPa and converts to mmHg', () => {
    // 16.0 / 10.7 / 12.4 kPa as SFLOAT with exponent -1.
    const m = decodeBloodPressure([0x01, 0xa0, 0xf0, 0x6b, 0xf0, 0x7c, 0xf0]);
    expect(m).toMatchObject({ unit: 'kPa', systolic: 16, diastolic: 10.7, meanArterialPressure: 12.4 });
    expect(m.mmHg).toEqual({ systolic: 120, diastolic: 80.3, meanArterialPressure: 93 });
  });
  it('reads an intermediate cuff pressure with NaN diastolic and mean', () => {
    const m = decodeBloodPressure([0x00, 0x96, 0x00, 0xff, 0x07, 0xff, 0x07]);
    expect(m.systolic).toBe(150);
    expect(m.diastolic).toBeNaN();
    expect(m.meanArterialPressure).toBeNaN();
  });
  it('refuses a value shorter than its flags promise', () => {
    expect(() => decodeBloodPressure([0x04, 0x78, 0x00, 0x50, 0x00, 0x5d, 0x00])).toThrow(GattDecodeError);
  });
});

describe('Glucose Measurement 0x2A18', () => {
  it('reads 99 mg/dL (kg/L) from a finger, with time offset', () => {
    const base = [0xea, 0x07, 0x03, 0x0f, 0x07, 0x00, 0x00]; // 2026-03-15 07:00:00
    const m = decodeGlucose([0x03, 0x01, 0x00, ...base, 0x1e, 0x00, 0x63, 0xb0, 0x11]);
    expect(m.sequenceNumber).toBe(1);
    expect(m.timeOffset).toBe(30);
    expect(m.measureTime).toBe('2026-03-15 07:30:00');
    expect(m.concentration).toEqual({ value: 0.00099, unit: 'kg/L', mgDl: 99, mmolL: 5.5 });
    expect(m.type).toBe('capillaryWholeBlood');
    expect(m.sampleLocation).toBe('finger');
    expect(m.contextFollows).toBe(false);
  });
  it('reads mol/L, a negative offset over midnight and the sensor status', () => {
    const base = [0xea, 0x07, 0x03, 0x0f, 0x00, 0x05, 0x00]; // 2026-03-15 00:05:00
    // 0.0055 mol/L = SFLOAT exponent -4, mantissa 55; venous plasma at alternate site; context follows.
    const m = decodeGlucose([0x1f, 0x2a, 0x00, ...base, 0xf6, 0xff, 0x37, 0xc0, 0x24, 0x01, 0x00]);
    expect(m.sequenceNumber).toBe(42);
    expect(m.measureTime).toBe('2026-03-14 23:55:00');
    expect(m.concentration).toMatchObject({ unit: 'mol/L', mmolL: 5.5, mgDl: 99.1 });
    expect(m.type).toBe('venousPlasma');
    expect(m.sampleLocation).toBe('alternateSiteTest');
    expect(m.sensorStatus).toBe(1);
    expect(m.contextFollows).toBe(true);
  });
  it('leaves the time unknown when the base year is 0', () => {
    const m = decodeGlucose([0x00, 0x01, 0x00, 0, 0, 0, 0, 0, 0, 0]);
    expect(m.measureTime).toBeNull();
    expect(m.concentration).toBeUndefined();
  });
  it('converts kg/L to mmol/L: x 100000 = mg/dL, / 18.016 = mmol/L', () => {
    expect(glucoseKgPerLToMmolPerL(0.00126)).toBe(6.99);
    expect(glucoseKgPerLToMmolPerL(0.0018016)).toBe(10);
  });
});

describe('Weight Measurement 0x2A9D', () => {
  it('reads SI weight with 0.005 kg resolution, time stamp, user, BMI and height', () => {
    const m = decodeWeight([0x0e, 0xb0, 0x36, ...TIME, 0x01, 0xe5, 0x00, 0xd6, 0x06]);
    expect(m).toMatchObject({
      unit: 'kg',
      weight: 70,
      weightKg: 70,
      userId: 1,
      bmi: 22.9,
      height: 1.75,
      heightCm: 175,
    });
    expect(formatGattDateTime(m.timestamp)).toBe('2026-03-15 08:30:00');
    expect(decodeWeight([0x00, 0x99, 0x3a]).weight).toBe(75.005); // 15001 x 0.005
  });
  it('reads imperial weight with 0.01 lb resolution and height in inches', () => {
    const m = decodeWeight([0x09, 0x48, 0x3c, 0xe5, 0x00, 0xb2, 0x02]);
    expect(m).toMatchObject({ unit: 'lb', weight: 154.32, weightKg: 70, height: 69, heightCm: 175.3 });
  });
  it('reports an unsuccessful measurement as null', () => {
    expect(decodeWeight([0x00, 0xff, 0xff])).toMatchObject({ weight: null, weightKg: null });
  });
});

describe('Heart Rate Measurement 0x2A37', () => {
  it('reads a uint8 value without contact support', () => {
    expect(decodeHeartRate([0x00, 0x48])).toEqual({ heartRate: 72, sensorContact: null, rrIntervals: [] });
  });
  it('reads contact detected and RR intervals in 1/1024 s', () => {
    const m = decodeHeartRate([0x16, 0x48, 0x00, 0x04, 0x00, 0x03]);
    expect(m).toEqual({ heartRate: 72, sensorContact: true, rrIntervals: [1, 0.75] });
  });
  it('reads a uint16 value, contact lost and energy expended', () => {
    const m = decodeHeartRate([0x0d, 0x2c, 0x01, 0x10, 0x00]);
    expect(m).toEqual({ heartRate: 300, sensorContact: false, energyExpended: 16, rrIntervals: [] });
  });
});

describe('Pulse oximeter 0x2A5E / 0x2A5F', () => {
  it('reads a spot check of SpO2 98 % and pulse 72', () => {
    expect(decodePlxSpotCheck([0x00, 0x62, 0x00, 0x48, 0x00])).toEqual({
      spo2: 98,
      pulseRate: 72,
      deviceClockNotSet: false,
    });
  });
  it('reads a spot check with time stamp, statuses and pulse amplitude index', () => {
    const m = decodePlxSpotCheck([
      0x0f,
      0xcf,
      0xf3,
      0x48,
      0x00,
      ...TIME,
      0x20,
      0x00,
      0x01,
      0x00,
      0x00,
      0x32,
      0xf0,
    ]);
    expect(m).toMatchObject({ spo2: 97.5, pulseRate: 72, measurementStatus: 32, deviceAndSensorStatus: 1 });
    expect(m.pulseAmplitudeIndex).toBe(5);
    expect(formatGattDateTime(m.timestamp)).toBe('2026-03-15 08:30:00');
  });
  it('reads a continuous measurement with the fast values', () => {
    const m = decodePlxContinuous([0x01, 0x61, 0x00, 0x4b, 0x00, 0x60, 0x00, 0x4c, 0x00]);
    expect(m).toEqual({ spo2: 97, pulseRate: 75, fast: { spo2: 96, pulseRate: 76 } });
  });
});

describe('Temperature Measurement 0x2A1C', () => {
  it('reads Celsius and Fahrenheit FLOATs', () => {
    expect(decodeTemperature([0x00, 0x6d, 0x01, 0x00, 0xff])).toMatchObject({ unit: 'Cel', celsius: 36.5 });
    expect(decodeTemperature([0x07, 0xda, 0x03, 0x00, 0xff, ...TIME, 0x02])).toMatchObject({
      unit: 'degF',
      value: 98.6,
      celsius: 37,
      temperatureType: 2,
    });
  });
});
