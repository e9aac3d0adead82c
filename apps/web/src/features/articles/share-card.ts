import { useEffect } from 'react';

/** What a shared link shows in WeChat: title, summary and cover of the page. */
export interface ShareCard {
  title: string;
  summary: string;
  cover: string | null;
}

function setMeta(attr: 'property' | 'name' | 'itemprop', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/**
 * Sets the page's share card: the document title and the Open Graph / itemprop meta that
 * WeChat and other apps read for a link's card (title, summary, cover as an absolute URL).
 * The official account's JS-SDK card (wx.updateAppMessageShareData) needs a signed jsapi
 * ticket from the WeChat service; see docs/decisions.md "Articles".
 */
export function useShareCard(card: ShareCard | null) {
  useEffect(() => {
    if (!card) return;
    const before = document.title;
    const image = card.cover ? new URL(card.cover, window.location.origin).href : '';
    document.title = card.title;
    for (const [attr, key, value] of [
      ['property', 'og:title', card.title],
      ['property', 'og:description', card.summary],
      ['property', 'og:image', image],
      ['name', 'description', card.summary],
      ['itemprop', 'name', card.title],
      ['itemprop', 'description', card.summary],
      ['itemprop', 'image', image],
    ] as const) {
      setMeta(attr, key, value);
    }
    return () => {
      document.title = before;
    };
  }, [card]);
}
