/**
 * The composer (spec 000 §2.7, §5): a box of 4 to 10 rows ('Write a message'), Send enabled only with
 * text that is not blank and a chosen destination; Enter sends and Shift+Enter starts a new line, as the
 * hint says. Templates opens the drawer of ready sentences. Translate, Polish Message and Language
 * Analysis appear once the text is longer than 3 characters and open their dialogs (the language service,
 * server modules/language); a translation or polished version chosen there replaces the text. A message is
 * queued in the browser (send.ts) and sent when the link allows, so nothing typed at sea is lost.
 */
import { Button, Group, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChartBar, IconLanguage, IconSend, IconTemplate, IconWand } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type I18nKey, useT } from '../../kit/i18n/index.ts';
import { AnalysisDialog } from './analysis-dialog.tsx';
import { canSend, showLanguageTools } from './composer-rules.ts';
import { useSendMessage } from './data/send.ts';
import classes from './inbox.module.css';
import type { Selection } from './peer.ts';
import { PolishDialog } from './polish-dialog.tsx';
import { TemplatesDrawer } from './templates-drawer.tsx';
import { TranslateDialog } from './translate-dialog.tsx';

type LanguageTool = 'translate' | 'polish' | 'analysis';

const LANGUAGE_TOOLS: { tool: LanguageTool; key: I18nKey; icon: typeof IconLanguage }[] = [
  { tool: 'translate', key: 'messaging.composer.translate', icon: IconLanguage },
  { tool: 'polish', key: 'messaging.composer.polish', icon: IconWand },
  { tool: 'analysis', key: 'messaging.composer.analysis', icon: IconChartBar },
];

export function Composer({
  selection,
  restored = null,
}: {
  selection: Selection | null;
  /** A failed message's text taken back to be fixed (Edit under it): it joins what is in the box. */
  restored?: { text: string; at: number } | null;
}) {
  const t = useT();
  const send = useSendMessage();
  const [text, setText] = useState('');
  const [templates, setTemplates] = useState(false);
  const [tool, setTool] = useState<LanguageTool | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const ready = canSend(text, selection?.peer ?? null, true);

  useEffect(() => {
    if (!restored) return;
    setText((current) => (current.trim() === '' ? restored.text : `${current.trimEnd()}\n${restored.text}`));
    box.current?.focus();
  }, [restored]);

  const submit = async () => {
    if (!ready || !selection) return;
    const typed = text;
    setText('');
    try {
      await send({ address: selection.peer, message: typed.trim(), channel: selection.channel });
    } catch (failure) {
      // Not queued (refused by the contract, or no account): the text comes back to be fixed.
      setText(typed);
      const message =
        failure instanceof Error && failure.message ? failure.message : t('messaging.composer.failed');
      notifications.show({ color: 'red', title: t('common.oops'), message });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const insertTemplate = (template: string) => {
    setText((current) => (current.trim() === '' ? template : `${current.trimEnd()} ${template}`));
    requestAnimationFrame(() => box.current?.focus());
  };

  const replaceText = (replacement: string) => {
    setText(replacement);
    requestAnimationFrame(() => box.current?.focus());
  };
  const closeTool = () => setTool(null);
  const typed = text.trim();

  return (
    <div className={classes.composer}>
      <div className={classes.composeRow}>
        <Textarea
          ref={box}
          aria-label={t('messaging.composer.label')}
          placeholder={t('messaging.composer.placeholder')}
          autosize
          minRows={4}
          maxRows={10}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          // The hint is the box's description for a screen reader; the eye reads it in the row below.
          description={t('messaging.composer.hint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          classNames={{ input: classes.composerInput, description: classes.srOnly }}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          rightSection={<IconSend size={16} />}
          disabled={!ready}
          onClick={() => void submit()}
          aria-label={t('messaging.composer.send')}
          classNames={{ section: classes.sendSection }}
        >
          <span className={classes.sendLabel}>{t('messaging.composer.send')}</span>
        </Button>
      </div>
      <Group justify="space-between" gap={4} mt={6} wrap="wrap">
        <Group gap={2} wrap="wrap">
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            leftSection={<IconTemplate size={15} />}
            onClick={() => setTemplates(true)}
          >
            {t('messaging.composer.templates')}
          </Button>
          {showLanguageTools(text)
            ? LANGUAGE_TOOLS.map(({ tool: name, key, icon: Icon }) => (
                <Button
                  key={key}
                  size="compact-xs"
                  variant="subtle"
                  leftSection={<Icon size={15} />}
                  onClick={() => setTool(name)}
                >
                  {t(key)}
                </Button>
              ))
            : null}
        </Group>
        <Text size="xs" c="dimmed" className={classes.hint} aria-hidden ml="auto">
          {t('messaging.composer.hint')}
        </Text>
      </Group>
      <TemplatesDrawer opened={templates} onClose={() => setTemplates(false)} onChoose={insertTemplate} />
      <TranslateDialog text={typed} opened={tool === 'translate'} onClose={closeTool} onUse={replaceText} />
      <PolishDialog text={typed} opened={tool === 'polish'} onClose={closeTool} onUse={replaceText} />
      <AnalysisDialog text={typed} opened={tool === 'analysis'} onClose={closeTool} />
    </div>
  );
}
