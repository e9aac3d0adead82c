/**
 * Which standard GATT service and characteristics each device kind is read from, and how a
 * decoded value becomes a reading of the measuring flow (values keyed like MEASUREMENT_TYPE_INFO).
 *
 * Reading types: a finished measurement is type 1; a glucose meter's record (it sends its memory)
 * is type 2; a continuous stream (heart rate, continuous pulse oximetry, the cuff pressure while a
 * blood-pressure monitor inflates) is type 3, and a stream counts as finished (isEnd) after
 * STREAM_SAMPLES_FOR_RESULT usable samples in a row.
 */
import {
  decodeBloodPressure,
  decodeGlucose,
  decodeHeartRate,
  decodePlxContinuous,
  decodePlxSpotCheck,
  decodeTemperature,
  decodeWeight,
  formatGattDateTime,
  GATT,
} from '@kanghu/shared';
import type { BleDeviceKind, BleReading } from './types.ts';

/** Usable samples in a row after which a continuous stream gives its result. */
export const STREAM_SAMPLES_FOR_RESULT = 5;

export interface CharacteristicProfile {
  uuid: number;
  /** Must exist for the device to be usable. */
  required: boolean;
}

export interface KindProfile {
  service: number;
  characteristics: CharacteristicProfile[];
  /** Glucose meters only send records when asked through the Record Access Control Point. */
  recordAccess?: boolean;
}

export const KIND_PROFILES: Record<BleDeviceKind, KindProfile> = {
  bp: {
    service: GATT.bloodPressureService,
    characteristics: [
      { uuid: GATT.bloodPressureMeasurement, required: true },
      { uuid: GATT.intermediateCuffPressure, required: false },
    ],
  },
  bg: {
    service: GATT.glucoseService,
    characteristics: [{ uuid: GATT.glucoseMeasurement, required: true }],
    recordAccess: true,
  },
  weight: {
    service: GATT.weightScaleService,
    characteristics: [{ uuid: GATT.weightMeasurement, required: true }],
  },
  hr: {
    service: GATT.heartRateService,
    characteristics: [{ uuid: GATT.heartRateMeasurement, required: true }],
  },
  spo2: {
    service: GATT.pulseOximeterService,
    characteristics: [
      { uuid: GATT.plxSpotCheckMeasurement, required: false },
      { uuid: GATT.plxContinuousMeasurement, required: false },
    ],
  },
  temp: {
    service: GATT.healthThermometerService,
    characteristics: [{ uuid: GATT.temperatureMeasurement, required: true }],
  },
};

/** Every service the app may read (Web Bluetooth needs them declared up front). */
export const ALL_SERVICES = Object.values(KIND_PROFILES).map((p) => p.service);

/** RACP "report stored records" (0x01) with operator "last record" (0x06): the reading just taken. */
export const RACP_REPORT_LAST_RECORD = Uint8Array.from([0x01, 0x06]);

/** Keeps finite numbers only; null when the main value is missing. */
function values(
  main: string,
  entries: Record<string, number | null | undefined>,
): Record<string, number> | null {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(entries)) {
    if (typeof value === 'number' && Number.isFinite(value)) out[key] = value;
  }
  return main in out ? out : null;
}

function reading(
  type: BleReading['type'],
  v: Record<string, number> | null,
  measureTime?: string | null,
  isEnd?: boolean,
): BleReading | null {
  if (!v) return null;
  const r: BleReading = { type, values: v };
  if (measureTime) r.measureTime = measureTime;
  if (isEnd !== undefined) r.isEnd = isEnd;
  return r;
}

export interface ReadingDecoder {
  /** A notification of characteristic `uuid`; null when it carries nothing usable. */
  decode(uuid: number, data: DataView): BleReading | null;
}

/** One decoder per subscription: it counts the samples of a continuous stream. */
export function createReadingDecoder(): ReadingDecoder {
  let streak = 0;
  function stream(v: Record<string, number> | null): BleReading | null {
    streak = v ? streak + 1 : 0;
    return reading(3, v, null, streak >= STREAM_SAMPLES_FOR_RESULT);
  }

  return {
    decode(uuid, data) {
      switch (uuid) {
        case GATT.bloodPressureMeasurement: {
          const m = decodeBloodPressure(data);
          return reading(
            1,
            values('systolic', {
              systolic: m.mmHg.systolic,
              diastolic: m.mmHg.diastolic,
              heartRate: m.pulseRate,
            }),
            formatGattDateTime(m.timestamp),
          );
        }
        case GATT.intermediateCuffPressure: {
          const m = decodeBloodPressure(data);
          return reading(
            3,
            values('systolic', { systolic: m.mmHg.systolic, heartRate: m.pulseRate }),
            null,
            false,
          );
        }
        case GATT.glucoseMeasurement: {
          const m = decodeGlucose(data);
          return reading(2, values('glucose', { glucose: m.concentration?.mmolL }), m.measureTime);
        }
        case GATT.weightMeasurement: {
          const m = decodeWeight(data);
          return reading(
            1,
            values('weight', { weight: m.weightKg, height: m.heightCm, bmi: m.bmi }),
            formatGattDateTime(m.timestamp),
          );
        }
        case GATT.heartRateMeasurement: {
          const m = decodeHeartRate(data);
          const usable = m.heartRate > 0 && m.sensorContact !== false;
          return stream(usable ? values('heartRate', { heartRate: m.heartRate }) : null);
        }
        case GATT.plxSpotCheckMeasurement: {
          const m = decodePlxSpotCheck(data);
          return reading(
            1,
            values('spo2', { spo2: m.spo2, heartRate: m.pulseRate }),
            m.deviceClockNotSet ? null : formatGattDateTime(m.timestamp),
          );
        }
        case GATT.plxContinuousMeasurement: {
          const m = decodePlxContinuous(data);
          return stream(values('spo2', { spo2: m.spo2, heartRate: m.pulseRate }));
        }
        case GATT.temperatureMeasurement: {
          const m = decodeTemperature(data);
          return reading(
            1,
            values('temperature', { temperature: m.celsius }),
            formatGattDateTime(m.timestamp),
          );
        }
        default:
          return null;
      }
    },
  };
}
