/** Screens of the reservation (预约挂号) journey. */
export const RESERVE_PATHS = {
  doctorList: '/health/patient/reserve/doctor/list',
  doctorInfo: '/health/patient/reserve/doctor/info',
  pay: '/health/patient/reserve/pay',
  paySuccess: '/health/patient/reserve/pay/success',
  orderList: '/health/order/reserve/list',
  orderDetail: '/health/order/reserve/detail',
  doctorReserve: '/health/doctor/patient/reserve',
} as const;

export const doctorInfoPath = (doctorId: number, date: string) =>
  `${RESERVE_PATHS.doctorInfo}?doctorId=${doctorId}&date=${date}`;
export const reservePayPath = (id: number) => `${RESERVE_PATHS.pay}?id=${id}`;
export const reserveSuccessPath = (id: number) => `${RESERVE_PATHS.paySuccess}?id=${id}`;
export const reserveDetailPath = (id: number) => `${RESERVE_PATHS.orderDetail}?id=${id}`;
