/**
 * The language menu of the console's top bar, the self-service header and the public site's header: the
 * five languages by their own names, the current one checked. Compact (its code only) where space is short.
 */
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { LANGUAGE_NAMES, LANGUAGES, useLanguage, useT } from '../i18n/index.ts';
import { useChooseLanguage } from '../session/use-language.ts';

export function LanguageMenu({ compact, onDark }: { compact: boolean; onDark?: boolean }) {
  const t = useT();
  const current = useLanguage();
  const { choose, saving } = useChooseLanguage();

  const onChoose = (language: (typeof LANGUAGES)[number]) => {
    if (language === current) return;
    choose(language).catch(() =>
      notifications.show({ color: 'red', title: t('common.oops'), message: t('language.notSaved') }),
    );
  };

  return (
    <Menu position="bottom-end" withinPortal width={200}>
      <Menu.Target>
        <Button
          variant={onDark ? 'light' : 'default'}
          color={onDark ? 'gray' : undefined}
          c={onDark ? 'white' : undefined}
          bg={onDark ? 'rgba(255,255,255,0.12)' : undefined}
          size="sm"
          px={compact ? 8 : undefined}
          leftSection={<IconLanguage size={16} />}
          rightSection={compact ? null : <IconChevronDown size={14} />}
          loading={saving}
          aria-label={t('language.current', { name: LANGUAGE_NAMES[current] })}
          style={{ flexShrink: 0 }}
        >
          {compact ? current.toUpperCase() : LANGUAGE_NAMES[current]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => onChoose(language)}
            rightSection={language === current ? <IconCheck size={14} /> : null}
            fw={language === current ? 600 : undefined}
            aria-current={language === current ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
