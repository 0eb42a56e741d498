import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import { buttonStyles } from '../../../components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';

type CarouselSettings = Pick<SwiperOptions, 'slidesPerView' | 'spaceBetween' | 'breakpoints'>;

export interface CarouselProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => React.ReactNode;
  /** Slides per view and spacing by breakpoint (docs/product.md#constants). */
  settings: CarouselSettings;
  /** Clickable dynamic pagination bullets under the slides. */
  bullets?: boolean;
  /** The heading row; the previous and next buttons sit at its end. */
  header: React.ReactNode;
}

/** A Swiper carousel with our own previous and next buttons (44 px, translated labels). */
export function Carousel<T>({ items, getKey, renderItem, settings, bullets = false, header }: CarouselProps<T>) {
  const { t } = useTranslation();
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const navClass = `${buttonStyles.icon} [&.swiper-button-lock]:hidden`;
  return (
    <div>
      <div className="mb-4 flex items-end justify-between gap-4">
        <div className="min-w-0">{header}</div>
        <div className="flex shrink-0 gap-2">
          <button ref={prevRef} type="button" className={navClass}>
            <ChevronLeftIcon className="h-5 w-5" />
          </button>
          <button ref={nextRef} type="button" className={navClass}>
            <ChevronRightIcon className="h-5 w-5" />
          </button>
        </div>
      </div>
      <Swiper
        modules={[Navigation, Pagination, A11y]}
        {...settings}
        watchOverflow
        onBeforeInit={(swiper) => {
          // The buttons live outside the slider; hand them over before Swiper wires its navigation.
          const navigation = swiper.params.navigation;
          if (navigation && typeof navigation === 'object') {
            navigation.prevEl = prevRef.current;
            navigation.nextEl = nextRef.current;
          }
        }}
        navigation={{ prevEl: null, nextEl: null }}
        pagination={bullets ? { clickable: true, dynamicBullets: true } : false}
        a11y={{
          prevSlideMessage: t('storefront.carousel.previous'),
          nextSlideMessage: t('storefront.carousel.next'),
          firstSlideMessage: t('storefront.carousel.firstSlide'),
          lastSlideMessage: t('storefront.carousel.lastSlide'),
          // Swiper fills in {{index}} itself.
          paginationBulletMessage: t('storefront.carousel.goToSlide', { index: '{{index}}' }),
        }}
        className={`[--swiper-pagination-bullet-inactive-color:var(--color-muted)] [--swiper-pagination-color:var(--color-brand-700)] ${bullets ? 'pb-10!' : ''}`}
      >
        {items.map((item, i) => (
          <SwiperSlide key={getKey(item)} className="h-auto!">
            {renderItem(item, i)}
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
