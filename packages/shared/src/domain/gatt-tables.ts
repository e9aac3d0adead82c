/** Assigned numbers and unit factors of the GATT health characteristics (data only). */
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
