export { ViewBabyDetailScreen as default } from './BabyDetailScreen.tsx';
