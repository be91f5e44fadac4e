import type { Translate } from '../../content/i18n/index.ts';
import type { VideoProps } from '../islands/types.ts';

// Islands receive their texts as props, so no dictionary ships to the browser.

export function videoLabels(t: Translate): VideoProps['labels'] {
  return { loading: t('common.loading'), unavailable: t('widgets.video.unavailable'), watch: t('widgets.video.watch') };
}
