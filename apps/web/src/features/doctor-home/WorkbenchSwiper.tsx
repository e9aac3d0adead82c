import { Swiper } from 'antd-mobile';
import { ServiceGrid, type ServiceTile } from '../../ui/ServiceGrid.tsx';
import own from './DoctorHome.module.css';

/** The workbench menu in swipeable pages (antd-mobile Swiper, with its animation libraries). */
export default function WorkbenchSwiper({
  pages,
  onOpen,
}: {
  pages: ServiceTile[][];
  onOpen: (to: string) => void;
}) {
  return (
    <Swiper className={own.swiper} indicator={pages.length > 1 ? undefined : () => null}>
      {pages.map((tiles, i) => (
        <Swiper.Item key={tiles[0]?.label ?? i}>
          <ServiceGrid tiles={tiles} onOpen={onOpen} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
