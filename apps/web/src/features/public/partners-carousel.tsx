/**
 * Trusted partners (spec 002 "Public pages"): a carousel of partner wordmarks that moves on its own unless
 * the visitor prefers reduced motion, pauses while hovered or focused, and is driven by buttons and the
 * arrow keys.
 */
import { ActionIcon, Group, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../kit/i18n/index.ts';
import classes from './public.module.css';

const PARTNERS = [
  { name: 'Cunard', note: 'cruise' },
  { name: 'Disney Cruise Line', note: 'cruise' },
  { name: 'Norwegian', note: 'cruise' },
  { name: 'Holland America', note: 'hotels' },
  { name: 'NOAA', note: 'research' },
  { name: 'Avaya', note: 'cloud' },
  { name: 'Tritan', note: 'health' },
  { name: 'National Guard', note: 'government' },
  { name: 'Starlink', note: 'satellite' },
] as const;

const INTERVAL_MS = 3500;

export function PartnersCarousel() {
  const t = useT();
  const reduceMotion = useReducedMotion();
  const track = useRef<HTMLUListElement>(null);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);

  const step = useCallback(
    (direction: 1 | -1) => {
      const el = track.current;
      if (!el || typeof el.scrollBy !== 'function') return;
      const item = el.querySelector('li');
      const width = item ? item.getBoundingClientRect().width + 16 : el.clientWidth;
      const behavior = reduceMotion ? 'auto' : 'smooth';
      const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
      if (direction === 1 && atEnd) el.scrollTo({ left: 0, behavior });
      else if (direction === -1 && el.scrollLeft <= 0) el.scrollTo({ left: el.scrollWidth, behavior });
      else el.scrollBy({ left: direction * width, behavior });
    },
    [reduceMotion],
  );

  const moving = !reduceMotion && !paused && !hovered;
  useEffect(() => {
    if (!moving) return;
    const id = window.setInterval(() => step(1), INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [moving, step]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    }
  };

  return (
    <section
      aria-roledescription={t('public.home.partners.carouselRole')}
      aria-label={t('public.home.partners.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      onKeyDown={onKeyDown}
    >
      <Group justify="flex-end" gap="xs" mb="sm">
        {!reduceMotion && (
          <ActionIcon
            variant="default"
            radius="xl"
            size="lg"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? t('public.home.partners.play') : t('public.home.partners.pause')}
          >
            {paused ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
          </ActionIcon>
        )}
        <ActionIcon
          variant="default"
          radius="xl"
          size="lg"
          onClick={() => step(-1)}
          aria-label={t('public.home.partners.previous')}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          radius="xl"
          size="lg"
          onClick={() => step(1)}
          aria-label={t('public.home.partners.next')}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <ul
        ref={track}
        className={classes.partnerTrack}
        aria-live={moving ? 'off' : 'polite'}
        // It scrolls sideways: the keyboard reaches it and scrolls it with the arrow keys (WCAG 2.1.1).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
        tabIndex={0}
      >
        {PARTNERS.map((partner, index) => (
          <li
            key={partner.name}
            className={classes.partner}
            aria-roledescription={t('public.home.partners.slideRole')}
            aria-label={t('public.home.partners.slide', { index: index + 1, count: PARTNERS.length })}
          >
            <Text className={classes.partnerName}>{partner.name}</Text>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.6}>
              {t(`public.home.partners.notes.${partner.note}`)}
            </Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
