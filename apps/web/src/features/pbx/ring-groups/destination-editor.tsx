/**
 * The destinations part of both ring group forms: a row to add a number (delay 0 and timeout 30 by
 * default, spec 001 §5, §9) and the numbers with a remove button each. The add form keeps them locally;
 * the edit form calls the server at once (the caller decides through onAdd / onRemove).
 */
import {
  ActionIcon,
  Button,
  Fieldset,
  Grid,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { MAX_RING_SECONDS, type RingGroupDestination } from '@portside/contract/pbx/ring-groups';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../kit/i18n/index.ts';
import {
  type DestinationValues,
  destinationProblems,
  emptyDestination,
  toDestination,
} from './ring-group-rules.ts';

export interface DestinationEditorProps {
  destinations: RingGroupDestination[];
  /** Adds one; resolves to an error sentence to show under the number, or null when it was added. */
  onAdd: (destination: RingGroupDestination) => Promise<string | null> | string | null;
  onRemove: (number: string) => void;
  hint: string;
  busy?: boolean;
  /** The number being removed (its button spins). */
  removing?: string | null;
  loading?: boolean;
}

export function DestinationEditor(props: DestinationEditorProps) {
  const t = useT();
  const [values, setValues] = useState<DestinationValues>(emptyDestination);
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const problems = destinationProblems(values);
  const show = (field: keyof DestinationValues, message: string) =>
    tried && problems.includes(field) ? message : undefined;

  const add = async () => {
    setTried(true);
    setError(null);
    if (problems.length > 0) return;
    const failure = await props.onAdd(toDestination(values));
    if (failure) setError(failure);
    else {
      setValues(emptyDestination);
      setTried(false);
    }
  };

  const seconds = (min: number) => t('ringGroups.form.seconds', { min, max: MAX_RING_SECONDS });

  return (
    <Fieldset legend={t('ringGroups.form.destinations')} variant="filled" p="sm">
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          {props.hint}
        </Text>
        {/* The number, delay and timeout on one line (on a phone the number has its own), then Add. */}
        <Grid gap="xs" align="flex-start">
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <TextInput
              label={t('ringGroups.form.destination')}
              inputMode="tel"
              autoComplete="off"
              value={values.number}
              onChange={(e) => {
                const number = e.currentTarget.value;
                setValues((v) => ({ ...v, number }));
                setError(null);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void add();
                }
              }}
              error={error ?? show('number', t('ringGroups.form.phoneDigits'))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, xs: 3 }}>
            <NumberInput
              label={t('ringGroups.form.delay')}
              min={0}
              max={MAX_RING_SECONDS}
              allowDecimal={false}
              allowNegative={false}
              value={values.delay}
              onChange={(delay) => setValues((v) => ({ ...v, delay }))}
              error={show('delay', seconds(0))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, xs: 3 }}>
            <NumberInput
              label={t('ringGroups.form.timeout')}
              min={1}
              max={MAX_RING_SECONDS}
              allowDecimal={false}
              allowNegative={false}
              value={values.timeout}
              onChange={(timeout) => setValues((v) => ({ ...v, timeout }))}
              error={show('timeout', seconds(1))}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Button
              variant="light"
              w={{ base: '100%', xs: 'auto' }}
              leftSection={<IconPlus size={16} />}
              onClick={() => void add()}
              loading={props.busy}
            >
              {t('ringGroups.form.addDestination')}
            </Button>
          </Grid.Col>
        </Grid>
        <DestinationTable {...props} />
      </Stack>
    </Fieldset>
  );
}

function DestinationTable({ destinations, onRemove, removing, loading }: DestinationEditorProps) {
  const t = useT();
  if (loading) {
    return (
      <Text size="sm" c="dimmed">
        {t('ringGroups.form.loadingDestinations')}
      </Text>
    );
  }
  if (destinations.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('ringGroups.form.noDestinations')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={280} maxHeight={300}>
      <Table verticalSpacing={4} aria-label={t('ringGroups.form.destinations')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ringGroups.form.destination')}</Table.Th>
            <Table.Th>{t('ringGroups.form.delay')}</Table.Th>
            <Table.Th>{t('ringGroups.form.timeout')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {destinations.map((d) => {
            const label = t('ringGroups.form.removeDestination', { number: d.destination_number });
            return (
              <Table.Tr key={d.destination_number}>
                <Table.Td>{d.destination_number}</Table.Td>
                <Table.Td>{d.destination_delay}</Table.Td>
                <Table.Td>{d.destination_timeout}</Table.Td>
                <Table.Td ta="right">
                  <Tooltip label={label}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={label}
                      loading={removing === d.destination_number}
                      onClick={() => onRemove(d.destination_number)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
