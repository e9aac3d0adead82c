import { centsToYuan, type ServiceCardView, type UserCardView } from '@kanghu/shared';
import styles from './Cards.module.css';
import { cardStateText, cardValidity, packageValidity, rightsSummary } from './card-text.ts';

/** A package in the list: name, price, rights and validity. */
export function PackageTile({ card, onOpen }: { card: ServiceCardView; onOpen: () => void }) {
  const soldOut = card.isLimitStock && card.stockNum <= 0;
  return (
    <li>
      <button
        type="button"
        className={`${styles.tile} ${soldOut ? styles.muted : ''}`}
        onClick={onOpen}
        aria-label={`服务卡 ${card.name}`}
      >
        <div className={styles.tileHead}>
          <span className={styles.tileName}>{card.name}</span>
          <span className={styles.tilePrice}>{card.isFree ? '免费' : `¥${centsToYuan(card.price)}`}</span>
        </div>
        <div className={styles.tileLine}>{rightsSummary(card.interestList)}</div>
        <div className={styles.tileSmall}>
          {packageValidity(card)}
          {card.isLimitStock ? ` · ${soldOut ? '已售罄' : `剩余${card.stockNum}张`}` : ''}
        </div>
      </button>
    </li>
  );
}

/** A bought card in "我的服务卡": state, remaining rights, validity. */
export function MyCardTile({ card, onOpen }: { card: UserCardView; onOpen: () => void }) {
  const remaining = card.rights.map((r) => `${r.name} 剩余${r.remaining}次`).join(' · ');
  return (
    <li>
      <button
        type="button"
        className={`${styles.tile} ${card.usable ? '' : styles.muted}`}
        onClick={onOpen}
        aria-label={`我的服务卡 ${card.name}`}
      >
        <div className={styles.tileHead}>
          <span className={styles.tileName}>{card.name}</span>
          <span className={styles.tilePrice}>{cardStateText(card)}</span>
        </div>
        <div className={styles.tileLine}>{remaining}</div>
        <div className={styles.tileSmall}>有效期：{cardValidity(card)}</div>
      </button>
    </li>
  );
}
