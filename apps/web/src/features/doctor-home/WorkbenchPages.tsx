import { PageIndicator } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import { useStartupSettled } from '../../app/startup-settled.ts';
import { ServiceGrid, type ServiceTile } from '../../ui/ServiceGrid.tsx';
import own from './DoctorHome.module.css';

/** The Swiper and react-spring/@use-gesture under it (~22 KB): their own chunk. */
const WorkbenchSwiper = lazy(() => import('./WorkbenchSwiper.tsx'));

/**
 * The first page as the Swiper lays it out, without the Swiper's code: what the home shows while
 * start-up is still loading. Antd-mobile's own Swiper classes on the frame and the indicator
 * give it the Swiper's size and the page dots' place, so nothing moves when the Swiper takes
 * over (no `adm-swiper-track`: that one is the Swiper's, which takes swipes).
 */
function FirstPage({ pages, onOpen }: { pages: ServiceTile[][]; onOpen: (to: string) => void }) {
  return (
    <div className={`adm-swiper adm-swiper-horizontal ${own.swiper}`}>
      <div className={own.firstPageTrack}>
        <ServiceGrid tiles={pages[0] ?? []} onOpen={onOpen} />
      </div>
      {pages.length > 1 && (
        <div className="adm-swiper-indicator">
          <PageIndicator total={pages.length} current={0} />
        </div>
      )}
    </div>
  );
}

/**
 * The workbench menu in pages. Its first page shows with the home; the swipe between pages (the
 * Swiper and its animation libraries) comes once start-up has settled (app/startup-settled.ts),
 * so that its code does not compete with the home's own code and data on a slow link.
 */
export function Workbench({ pages, onOpen }: { pages: ServiceTile[][]; onOpen: (to: string) => void }) {
  const settled = useStartupSettled();
  const first = <FirstPage pages={pages} onOpen={onOpen} />;
  if (!settled) return first;
  return (
    <Suspense fallback={first}>
      <WorkbenchSwiper pages={pages} onOpen={onOpen} />
    </Suspense>
  );
}
