import { MEASUREMENT_TYPE_INFO, type MeasurementType, type ParsedLifeText } from '@kanghu/shared';
import { BG_PERIOD_LABELS } from '../measurements/format.ts';

export interface ParsedReading {
  type: MeasurementType;
  label: string;
  text: string;
  values: Record<string, number>;
  period?: string;
}

/**
 * The readings of a parsed sentence, ready for POST /api/patient/life/measurement. A heart rate
 * said together with a blood pressure is saved with the pressure, not twice.
 */
export function readingsOf(parsed: ParsedLifeText): ParsedReading[] {
  const out: ParsedReading[] = [];
  const label = (t: MeasurementType) => MEASUREMENT_TYPE_INFO[t].label;
  if (parsed.bp) {
    const { systolic, diastolic, heartRate } = parsed.bp;
    out.push({
      type: 'bp',
      label: label('bp'),
      text: `${systolic}/${diastolic} mmHg${heartRate !== undefined ? `，心率${heartRate}次/分` : ''}`,
      values: { systolic, diastolic, ...(heartRate !== undefined ? { heartRate } : {}) },
    });
  } else if (parsed.hr) {
    out.push({ type: 'hr', label: label('hr'), text: `${parsed.hr.heartRate}次/分`, values: parsed.hr });
  }
  if (parsed.bg) {
    out.push({
      type: 'bg',
      label: label('bg'),
      text: `${parsed.bg.glucose} mmol/L（${BG_PERIOD_LABELS[parsed.bg.period]}）`,
      values: { glucose: parsed.bg.glucose },
      period: parsed.bg.period,
    });
  }
  if (parsed.weight)
    out.push({
      type: 'weight',
      label: label('weight'),
      text: `${parsed.weight.weight} 公斤`,
      values: parsed.weight,
    });
  if (parsed.temp)
    out.push({
      type: 'temp',
      label: label('temp'),
      text: `${parsed.temp.temperature} ℃`,
      values: parsed.temp,
    });
  if (parsed.spo2)
    out.push({ type: 'spo2', label: label('spo2'), text: `${parsed.spo2.spo2}%`, values: parsed.spo2 });
  return out;
}
