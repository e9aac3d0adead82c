import { GATT } from '@kanghu/shared';
import { describe, expect, it } from 'vitest';
import { createReadingDecoder, STREAM_SAMPLES_FOR_RESULT } from './profiles.ts';

const view = (bytes: number[]) => new DataView(Uint8Array.from(bytes).buffer);
const TIME = [0xea, 0x07, 0x03, 0x0f, 0x08, 0x1e, 0x00]; // 2026-03-15 08:30:00

describe('GATT notifications to readings of the measuring flow', () => {
  it('a blood-pressure measurement is a type 1 reading in mmHg with its time', () => {
    const r = createReadingDecoder().decode(
      GATT.bloodPressureMeasurement,
      view([0x06, 0x78, 0x00, 0x50, 0x00, 0x5d, 0x00, ...TIME, 0x48, 0x00]),
    );
    expect(r).toEqual({
      type: 1,
      values: { systolic: 120, diastolic: 80, heartRate: 72 },
      measureTime: '2026-03-15 08:30:00',
    });
  });

  it('a blood-pressure measurement in kPa without time has no measureTime (the machine fills it)', () => {
    const r = createReadingDecoder().decode(
      GATT.bloodPressureMeasurement,
      view([0x01, 0xa0, 0xf0, 0x6b, 0xf0, 0x7c, 0xf0]),
    );
    expect(r).toEqual({ type: 1, values: { systolic: 120, diastolic: 80.3 } });
  });

  it('the cuff pressure while inflating is an unfinished type 3 reading', () => {
    const r = createReadingDecoder().decode(
      GATT.intermediateCuffPressure,
      view([0x00, 0x96, 0x00, 0xff, 0x07, 0xff, 0x07]),
    );
    expect(r).toEqual({ type: 3, isEnd: false, values: { systolic: 150 } });
  });

  it('a glucose record is a type 2 reading in mmol/L', () => {
    const base = [0xea, 0x07, 0x03, 0x0f, 0x07, 0x00, 0x00];
    const r = createReadingDecoder().decode(
      GATT.glucoseMeasurement,
      view([0x03, 0x01, 0x00, ...base, 0x1e, 0x00, 0x63, 0xb0, 0x11]),
    );
    expect(r).toEqual({ type: 2, values: { glucose: 5.5 }, measureTime: '2026-03-15 07:30:00' });
  });

  it('a weight in pounds is read in kg with height in cm and BMI', () => {
    const r = createReadingDecoder().decode(
      GATT.weightMeasurement,
      view([0x09, 0x48, 0x3c, 0xe5, 0x00, 0xb2, 0x02]),
    );
    expect(r).toEqual({ type: 1, values: { weight: 70, height: 175.3, bmi: 22.9 } });
    expect(createReadingDecoder().decode(GATT.weightMeasurement, view([0x00, 0xff, 0xff]))).toBeNull();
  });

  it('a heart-rate stream finishes after enough usable samples; lost contact restarts the count', () => {
    const decoder = createReadingDecoder();
    const sample = (flags: number, bpm: number) =>
      decoder.decode(GATT.heartRateMeasurement, view([flags, bpm]));
    expect(sample(0x06, 70)).toEqual({ type: 3, isEnd: false, values: { heartRate: 70 } });
    expect(sample(0x04, 0)).toBeNull(); // contact lost
    const ends: boolean[] = [];
    for (let i = 0; i < STREAM_SAMPLES_FOR_RESULT; i++) ends.push(sample(0x06, 72)?.isEnd ?? false);
    expect(ends).toEqual([false, false, false, false, true]);
  });

  it('a pulse-oximeter spot check is type 1, a continuous stream is type 3', () => {
    const decoder = createReadingDecoder();
    expect(decoder.decode(GATT.plxSpotCheckMeasurement, view([0x00, 0x62, 0x00, 0x48, 0x00]))).toEqual({
      type: 1,
      values: { spo2: 98, heartRate: 72 },
    });
    expect(decoder.decode(GATT.plxContinuousMeasurement, view([0x00, 0x61, 0x00, 0x4b, 0x00]))).toEqual({
      type: 3,
      isEnd: false,
      values: { spo2: 97, heartRate: 75 },
    });
    // SpO2 NaN: nothing usable.
    expect(decoder.decode(GATT.plxSpotCheckMeasurement, view([0x00, 0xff, 0x07, 0x48, 0x00]))).toBeNull();
  });

  it('a temperature is read in Celsius; unknown characteristics give nothing', () => {
    const decoder = createReadingDecoder();
    expect(decoder.decode(GATT.temperatureMeasurement, view([0x01, 0xda, 0x03, 0x00, 0xff]))).toEqual({
      type: 1,
      values: { temperature: 37 },
    });
    expect(decoder.decode(0x2a00, view([0x00]))).toBeNull();
  });
});
