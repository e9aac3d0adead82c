import css from './DoctorDevices.module.css';

/**
 * The device's upload secret, answered once by a bind: an NB-IoT gateway signs its uploads with
 * it; a Bluetooth device uploads through the patient's phone and needs none.
 */
export function SecretNotice({ secret }: { secret: string }) {
  return (
    <div>
      <p className={css.line}>
        设备上传密钥只显示这一次：NB-IoT 设备请立即配置到设备网关；蓝牙设备经患者手机上传，无需配置。
      </p>
      <div className={css.secret} data-testid="device-secret">
        {secret}
      </div>
    </div>
  );
}
